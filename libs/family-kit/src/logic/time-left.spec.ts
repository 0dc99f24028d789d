import i18next from 'i18next';
import lt from '../i18n/lt.json';
import ru from '../i18n/ru.json';
import en from '../i18n/en.json';
import { daysLeftKey, daysLeftText, testsLeftText } from './time-left';

async function tFor(lng: 'lt' | 'ru' | 'en') {
  const i = i18next.createInstance();
  await i.init({
    lng,
    resources: { lt: { familyKit: lt }, ru: { familyKit: ru }, en: { familyKit: en } },
    defaultNS: 'familyKit',
  });
  return i.t.bind(i) as unknown as (key: string, options?: Record<string, unknown>) => string;
}

describe('days-left text (core spec section 9: time-left texts use days "dienos" and times "kartai")', () => {
  it('keys', () => {
    expect(daysLeftKey(-1)).toEqual({ key: 'time.expired' });
    expect(daysLeftKey(Number.NaN)).toEqual({ key: 'time.expired' });
    expect(daysLeftKey(0)).toEqual({ key: 'time.lastDay' });
    expect(daysLeftKey(7)).toEqual({ key: 'time.daysLeft', count: 7 });
  });

  it('Lithuanian plural forms', async () => {
    const t = await tFor('lt');
    expect(daysLeftText(t, 1)).toBe('Liko 1 diena');
    expect(daysLeftText(t, 2)).toBe('Liko 2 dienos');
    expect(daysLeftText(t, 9)).toBe('Liko 9 dienos');
    expect(daysLeftText(t, 10)).toBe('Liko 10 dienų');
    expect(daysLeftText(t, 11)).toBe('Liko 11 dienų');
    expect(daysLeftText(t, 21)).toBe('Liko 21 diena');
    expect(daysLeftText(t, 30)).toBe('Liko 30 dienų');
    expect(daysLeftText(t, 0)).toBe('Paskutinė diena');
    expect(daysLeftText(t, -3)).toBe('Galiojimas baigėsi');
    expect(testsLeftText(t, 1)).toBe('Liko 1 kartas');
    expect(testsLeftText(t, 3)).toBe('Liko 3 kartai');
    expect(testsLeftText(t, 15)).toBe('Liko 15 kartų');
    expect(testsLeftText(t, 0)).toBe('Testų nebeliko');
  });

  it('Russian plural forms', async () => {
    const t = await tFor('ru');
    expect(daysLeftText(t, 1)).toBe('Остался 1 день');
    expect(daysLeftText(t, 3)).toBe('Осталось 3 дня');
    expect(daysLeftText(t, 5)).toBe('Осталось 5 дней');
    expect(daysLeftText(t, 21)).toBe('Остался 21 день');
    expect(testsLeftText(t, 2)).toBe('Осталось 2 раза');
    expect(testsLeftText(t, 11)).toBe('Осталось 11 раз');
  });

  it('English plural forms', async () => {
    const t = await tFor('en');
    expect(daysLeftText(t, 1)).toBe('1 day left');
    expect(daysLeftText(t, 12)).toBe('12 days left');
    expect(daysLeftText(t, 0)).toBe('Last day');
    expect(testsLeftText(t, 1)).toBe('1 test left');
    expect(testsLeftText(t, 4)).toBe('4 tests left');
  });
});
