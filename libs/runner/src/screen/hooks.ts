import { useCallback, useEffect, useLayoutEffect, useRef, useState, type PointerEvent } from 'react';
import { DEFAULT_TEST_SECONDS } from '@portal/contracts';
import { crossedMinuteMark, secondsLeft, type ServerClock } from '../logic/clock';
import { swipeStep, type PointerSample } from '../logic/navigation';

/** The latest value for handlers and timers, updated after each render (refs are not read while rendering). */
export function useLatest<T>(value: T) {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}

/**
 * Seconds left by the server's deadline, re-read 4 times a second and when the tab becomes visible again.
 * While `running`, calls onMinute at each whole-minute mark (autosave) and onZero at 00:00 (automatic finish).
 */
export function useCountdown(
  clock: ServerClock | null,
  running: boolean,
  onMinute: () => void,
  onZero: () => void,
): number {
  const [left, setLeft] = useState(() => (clock ? secondsLeft(clock, Date.now()) : DEFAULT_TEST_SECONDS));
  const prev = useRef<number | null>(null);
  const callbacks = useLatest({ onMinute, onZero });

  useEffect(() => {
    if (!clock) return;
    const tick = () => {
      const next = secondsLeft(clock, Date.now());
      if (running) {
        if (prev.current !== null && crossedMinuteMark(prev.current, next)) callbacks.current.onMinute();
        if (next === 0) callbacks.current.onZero();
      }
      prev.current = next;
      setLeft(next);
    };
    tick();
    if (!running) return;
    const id = setInterval(tick, 250);
    document.addEventListener('visibilitychange', tick);
    return () => {
      clearInterval(id);
      document.removeEventListener('visibilitychange', tick);
    };
  }, [clock, running, callbacks]);

  return left;
}

/** Swipe left or right (touch and pen; velocity 0.4, distance 100) with pointer events, no library. */
export function useSwipe(onStep: (step: -1 | 1) => void) {
  const start = useRef<PointerSample | null>(null);
  const stepRef = useLatest(onStep);
  return {
    onPointerDown: (e: PointerEvent) => {
      start.current = e.pointerType === 'mouse' ? null : { x: e.clientX, y: e.clientY, t: e.timeStamp };
    },
    onPointerUp: (e: PointerEvent) => {
      const s = start.current;
      start.current = null;
      if (!s) return;
      const step = swipeStep(s, { x: e.clientX, y: e.clientY, t: e.timeStamp });
      if (step) stepRef.current(step);
    },
    onPointerCancel: () => {
      start.current = null;
    },
  };
}

/** Full screen of the whole document (drawer button; the demo asks for it at the start). */
export function useFullscreen() {
  const [on, setOn] = useState(() => typeof document !== 'undefined' && !!document.fullscreenElement);
  useEffect(() => {
    const sync = () => setOn(!!document.fullscreenElement);
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);
  const toggle = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen?.().catch(() => undefined);
    else void document.documentElement.requestFullscreen?.().catch(() => undefined);
  }, []);
  return { on, toggle };
}

/**
 * Demo mode requests full screen (core spec section 4). Browsers allow it only after a gesture, so when the
 * first try is refused it is asked again at the learner's first tap or key press.
 */
export function useDemoFullscreen(active: boolean) {
  useEffect(() => {
    if (!active || !document.documentElement.requestFullscreen) return;
    const ask = () => {
      cleanup();
      if (!document.fullscreenElement)
        void document.documentElement.requestFullscreen().catch(() => undefined);
    };
    const cleanup = () => {
      window.removeEventListener('pointerup', ask, true);
      window.removeEventListener('keyup', ask, true);
    };
    document.documentElement.requestFullscreen().then(cleanup, () => {
      window.addEventListener('pointerup', ask, true);
      window.addEventListener('keyup', ask, true);
    });
    return cleanup;
  }, [active]);
}

/** Window key handler, ignoring keys typed into fields or with modifiers. */
export function useKeys(enabled: boolean, onKey: (key: string) => boolean) {
  const handler = useLatest(onKey);
  useEffect(() => {
    if (!enabled) return;
    const listener = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.altKey || e.metaKey || e.defaultPrevented) return;
      const el = e.target as HTMLElement | null;
      if (el && (el.isContentEditable || /^(TEXTAREA|SELECT)$/.test(el.tagName))) return;
      if (el?.tagName === 'INPUT' && !/^(checkbox|radio|button)$/.test((el as HTMLInputElement).type)) return;
      if (handler.current(e.key)) e.preventDefault();
    };
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, [enabled, handler]);
}
