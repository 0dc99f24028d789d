/**
 * Two tabs of one browser on the same attempt overwrite each other's answers. Each tab that opens an attempt says
 * so on a BroadcastChannel; a tab already holding it answers, and the one that opened second is told (issue 25
 * item 12). Returns the function that stops listening.
 */
export function watchOtherTabs(attempt: string, onOther: () => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel('portal-runner-tabs');
  // Node's channel (the unit tests) would keep the process alive; browsers have no unref
  (channel as { unref?: () => void }).unref?.();
  const from = Math.random().toString(36).slice(2);
  channel.onmessage = ({ data }: MessageEvent<{ kind?: string; attempt?: string; from?: string }>) => {
    if (data?.attempt !== attempt || data.from === from) return;
    if (data.kind === 'open') channel.postMessage({ kind: 'here', attempt, from });
    else if (data.kind === 'here') onOther();
  };
  channel.postMessage({ kind: 'open', attempt, from });
  return () => channel.close();
}
