import {
  createServerClock,
  crossedMinuteMark,
  formatClock,
  resyncClock,
  secondsLeft,
  shouldAnnounce,
} from './clock';

describe('timer from the server deadline (design section 4: the server owns the clock)', () => {
  const serverNow = Date.parse('2026-11-20T10:00:00Z');
  const deadline = '2026-11-20T10:30:00Z';

  it('shows the full 30 minutes when the device clock agrees with the server', () => {
    const clock = createServerClock(deadline, serverNow, serverNow);
    expect(secondsLeft(clock, serverNow)).toBe(1800);
    expect(formatClock(secondsLeft(clock, serverNow + 61_000))).toBe('28:59');
  });

  it('a device clock 3 hours behind or 2 days ahead changes nothing', () => {
    for (const skew of [-3 * 3600_000, 2 * 86_400_000]) {
      const deviceAtLoad = serverNow + skew;
      const clock = createServerClock(deadline, serverNow, deviceAtLoad);
      expect(secondsLeft(clock, deviceAtLoad)).toBe(1800);
      expect(secondsLeft(clock, deviceAtLoad + 600_000)).toBe(1200);
    }
  });

  it('a tab that slept for 10 minutes shows the real time left, not a paused countdown', () => {
    const clock = createServerClock(deadline, serverNow, serverNow);
    expect(secondsLeft(clock, serverNow + 10 * 60_000 + 500)).toBe(1200);
  });

  it('never goes below zero after the deadline', () => {
    const clock = createServerClock(deadline, serverNow, serverNow);
    expect(secondsLeft(clock, serverNow + 3600_000)).toBe(0);
    expect(formatClock(0)).toBe('00:00');
  });

  it('re-measures the offset at each server answer (device clock changed during the test)', () => {
    let clock = createServerClock(deadline, serverNow, serverNow);
    // the learner moves the device clock one hour forward five minutes into the test
    const device = serverNow + 5 * 60_000 + 3600_000;
    clock = resyncClock(clock, serverNow + 5 * 60_000, device);
    expect(secondsLeft(clock, device)).toBe(1500);
  });

  it('rounds up: 0.2 s left still shows 00:01', () => {
    const clock = createServerClock(serverNow + 200, serverNow, serverNow);
    expect(formatClock(secondsLeft(clock, serverNow))).toBe('00:01');
  });
});

describe('autosave marks (core spec section 7: save at every whole-minute notification, 60 s)', () => {
  it('fires when the countdown crosses a multiple of 60', () => {
    expect(crossedMinuteMark(61, 60)).toBe(true);
    expect(crossedMinuteMark(60, 59)).toBe(false);
    expect(crossedMinuteMark(1800, 1799)).toBe(false);
    expect(crossedMinuteMark(1741, 1740)).toBe(true);
    expect(crossedMinuteMark(1799, 1790)).toBe(false);
  });
  it('fires once after a long sleep, never at 0 (that is the finish)', () => {
    expect(crossedMinuteMark(1000, 700)).toBe(true);
    expect(crossedMinuteMark(30, 0)).toBe(false);
    expect(crossedMinuteMark(60, 60)).toBe(false);
  });
});

describe('the countdown read to screen readers (issue 13: politely, not every second)', () => {
  it('speaks on whole minutes and at 30 and 10 s left only', () => {
    const spoken = Array.from({ length: 181 }, (_, s) => s).filter(shouldAnnounce);
    expect(spoken).toEqual([10, 30, 60, 120, 180]);
  });
});
