/**
 * The server owns the clock (design section 4): the attempt has an absolute deadline, and the screen shows
 * `deadline - serverNow`, where serverNow is the device's clock corrected by the offset measured when the
 * server answered. A sleeping tab or a wrong device clock therefore neither adds nor loses time.
 */
export interface ServerClock {
  /** Deadline in the server's epoch ms. */
  deadlineMs: number;
  /** serverNow - deviceNow, measured at the last server answer. */
  offsetMs: number;
}

export function createServerClock(
  deadline: string | number,
  serverNow: number,
  deviceNow: number,
): ServerClock {
  const deadlineMs = typeof deadline === 'number' ? deadline : Date.parse(deadline);
  return { deadlineMs, offsetMs: serverNow - deviceNow };
}

/** Re-measures the offset from a later server answer (each save returns serverNow). */
export function resyncClock(clock: ServerClock, serverNow: number, deviceNow: number): ServerClock {
  return { ...clock, offsetMs: serverNow - deviceNow };
}

/** Whole seconds left, never negative; rounded up so that 00:00 means the time is really over. */
export function secondsLeft(clock: ServerClock, deviceNow: number): number {
  const ms = clock.deadlineMs - (deviceNow + clock.offsetMs);
  return ms <= 0 ? 0 : Math.ceil(ms / 1000);
}

/** Countdown format mm:ss (core spec section 9); minutes keep counting past 59. */
export function formatClock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const mm = Math.floor(s / 60);
  const ss = s % 60;
  return `${String(mm).padStart(2, '0')}:${String(ss).padStart(2, '0')}`;
}

/**
 * The periodic save runs at every whole-minute notification of the countdown (core spec section 7): true when
 * the countdown went from `prev` to `next` seconds across a multiple of 60 (including several at once after a
 * sleeping tab). Reaching 0 is the finish, not a save.
 */
export function crossedMinuteMark(prev: number, next: number): boolean {
  if (next >= prev || next <= 0) return false;
  return Math.floor((prev - 1) / 60) !== Math.floor((next - 1) / 60);
}

/**
 * Whether the countdown is read to screen readers at this second (issue 13): each whole minute, then at 30 and
 * 10 s left — every second would drown out everything else the reader says.
 */
export function shouldAnnounce(seconds: number): boolean {
  return seconds > 0 && (seconds % 60 === 0 || seconds === 30 || seconds === 10);
}
