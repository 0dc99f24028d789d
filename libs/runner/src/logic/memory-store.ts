import type { KeyValueStore } from './journal';

/** An in-memory stand-in for localStorage (storage disabled, and tests). */
export function memoryStore(): KeyValueStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

/** The browser's localStorage (or sessionStorage) when usable, else memory (private mode, blocked storage). */
export function browserStore(kind: 'localStorage' | 'sessionStorage' = 'localStorage'): KeyValueStore {
  try {
    const s = globalThis[kind];
    const probe = '__runner_probe__';
    s.setItem(probe, '1');
    s.removeItem(probe);
    return s;
  } catch {
    return memoryStore();
  }
}
