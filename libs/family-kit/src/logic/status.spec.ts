import type { ActivationRecord, TimeLeft } from '@portal/contracts';
import {
  blockedReason,
  canStartTests,
  effectiveLeftDays,
  localDate,
  notYetValid,
  parseStatus,
  schoolDate,
  screenForRecord,
} from './status';

const timeLeft: TimeLeft = { leftDays: 10, kiekis: 5, nuo: '2026-01-01', iki: '2026-12-31', info: '' };
const today = '2026-12-21';
const rec = (
  valid: ActivationRecord['valid'] | string | undefined,
  token: string | null = null,
  tl: TimeLeft | null = null,
) => ({
  valid: valid as ActivationRecord['valid'],
  token,
  timeLeft: tl,
});

describe('status → screen (core spec section 4 "Activation status", second spec section 4)', () => {
  it.each([
    ['absent (undefined)', undefined, 'register'],
    ['null', null, 'register'],
    ['empty text', '', 'register'],
    ['1 (number)', 1, 'active'],
    ["'1' (text)", '1', 'active'],
    ['0 pending', 0, 'pending'],
    ["'0' pending (text)", '0', 'pending'],
    ['-1 rejected, form prefilled', -1, 'rejected-prefill'],
    ["'-1' (text)", '-1', 'rejected-prefill'],
    ['-4 rejected, form prefilled', -4, 'rejected-prefill'],
    ['-5 rejected with request-activation button', -5, 'rejected-request'],
    ["'-7' rejected with request-activation button", '-7', 'rejected-request'],
    ['-7 (number)', -7, 'rejected-request'],
    ['-2 other negative: reason only', -2, 'rejected'],
    ['-3 other negative: reason only', -3, 'rejected'],
    ['-6 other negative: reason only', -6, 'rejected'],
    ['-99 other negative: reason only', -99, 'rejected'],
    ['2 other value: error flag (reason only)', 2, 'rejected'],
    ['garbage text: error flag (reason only)', 'x', 'rejected'],
  ])('valid %s → %s', (_label, valid, screen) => {
    expect(screenForRecord(rec(valid as never, valid === 1 || valid === '1' ? 'tok' : null))).toBe(screen);
  });

  it("token 'logout' forces sign-out whatever valid says", () => {
    expect(screenForRecord(rec(1, 'logout'))).toBe('logout');
    expect(screenForRecord(rec(null, 'logout'))).toBe('logout');
    expect(screenForRecord(rec(-5, 'logout'))).toBe('logout');
  });

  it('no record at all → registration form', () => {
    expect(screenForRecord(undefined)).toBe('register');
    expect(screenForRecord(null)).toBe('register');
  });

  it('parses numbers given as text', () => {
    expect(parseStatus(' -4 ')).toBe(-4);
    expect(parseStatus(null)).toBeNull();
    expect(Number.isNaN(parseStatus('abc'))).toBe(true);
  });
});

describe('tests available while remaining days and test count allow (second spec section 4)', () => {
  it('active with a token, days and tests left → can start', () => {
    expect(canStartTests(rec(1, 'tok', timeLeft), today)).toBe(true);
    expect(blockedReason(rec(1, 'tok', timeLeft), today)).toBeNull();
  });
  it('last day (leftDays 0) still allows', () => {
    expect(canStartTests(rec(1, 'tok', { ...timeLeft, leftDays: 0 }), today)).toBe(true);
  });
  it('expired validity blocks', () => {
    expect(canStartTests(rec(1, 'tok', { ...timeLeft, leftDays: -1 }), today)).toBe(false);
    expect(blockedReason(rec(1, 'tok', { ...timeLeft, leftDays: -1 }), today)).toBe('expired');
  });
  it('no tests left blocks', () => {
    expect(canStartTests(rec(1, 'tok', { ...timeLeft, kiekis: 0 }), today)).toBe(false);
    expect(blockedReason(rec(1, 'tok', { ...timeLeft, kiekis: 0 }), today)).toBe('no-tests');
  });
  it('active without a token blocks', () => {
    expect(canStartTests(rec(1, null, timeLeft), today)).toBe(false);
    expect(blockedReason(rec(1, null, timeLeft), today)).toBe('inactive');
  });
  it('pending or rejected never start', () => {
    expect(canStartTests(rec(0, 'tok', timeLeft), today)).toBe(false);
    expect(canStartTests(rec(-5, 'tok', timeLeft), today)).toBe(false);
  });
});

describe('validity dates (the API sends leftDays 0 once expired; the dates decide)', () => {
  it('iki in the past → expired, -1 days', () => {
    expect(effectiveLeftDays({ leftDays: 0, iki: '2026-12-20' }, today)).toBe(-1);
    expect(blockedReason(rec(1, 'tok', { ...timeLeft, leftDays: 0, iki: '2026-12-20' }), today)).toBe(
      'expired',
    );
  });
  it('iki today → last day, still allowed', () => {
    expect(effectiveLeftDays({ leftDays: 0, iki: today }, today)).toBe(0);
    expect(canStartTests(rec(1, 'tok', { ...timeLeft, leftDays: 0, iki: today }), today)).toBe(true);
  });
  it('nuo in the future → not yet valid', () => {
    expect(notYetValid({ nuo: '2027-01-01' }, today)).toBe(true);
    expect(blockedReason(rec(1, 'tok', { ...timeLeft, nuo: '2027-01-01' }), today)).toBe('not-yet-valid');
  });
  it("the school's date decides, not the device's: activated today in Vilnius while the device is still on yesterday", () => {
    // 23:30 UTC on 23 November is 01:30 on 24 November in Vilnius; staff activated the learner from the 24th.
    const device = new Date(2026, 10, 23, 23, 30);
    const left: TimeLeft = { ...timeLeft, nuo: '2026-11-24', iki: '2027-11-24', today: '2026-11-24' };
    expect(schoolDate(left, device)).toBe('2026-11-24');
    // by default the landing takes the server's date: a school day far ahead of any device's
    const ahead: TimeLeft = { ...timeLeft, nuo: '2099-01-02', iki: '2099-12-31', today: '2099-01-02' };
    expect(blockedReason(rec(1, 'tok', ahead))).toBeNull();
    // ...and so does Begin (it stayed disabled from 22:00 to midnight UTC while nothing said why)
    expect(canStartTests(rec(1, 'tok', ahead))).toBe(true);
    // without the server's date the device's is all there is
    expect(schoolDate({}, device)).toBe('2026-11-23');
  });
  it('localDate is YYYY-MM-DD', () => {
    expect(localDate(new Date(2026, 0, 5))).toBe('2026-01-05');
  });
});
