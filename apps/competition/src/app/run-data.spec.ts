/** @jest-environment jsdom */
import {
  competitionRouteState,
  hasFirstAndLastName,
  lastEntry,
  minutesSeconds,
  parseRunData,
  rememberEntry,
} from './run-data';

describe('competition run data', () => {
  it('round-trips the person and the exam flag through the hidden route state', () => {
    const run = { person: { name: 'Jonas Petraitis', gdata: '2004-05-06' }, egzamin: true };
    const state = competitionRouteState(run, 'en');
    expect(state.usr).toBe('guest');
    expect(parseRunData(state)).toEqual(run);
  });

  it('is missing without data, with bad JSON or without a name', () => {
    expect(parseRunData(undefined)).toBeNull();
    expect(parseRunData({ usr: 'guest' })).toBeNull();
    expect(parseRunData({ data: '{' })).toBeNull();
    expect(parseRunData({ data: JSON.stringify({ person: { name: ' ', gdata: '' } }) })).toBeNull();
  });

  it('asks for first and last name; shows minutes and seconds', () => {
    expect(hasFirstAndLastName('Jonas')).toBe(false);
    expect(hasFirstAndLastName(' Jonas  Petraitis ')).toBe(true);
    expect(minutesSeconds(95)).toBe('1:35');
  });

  it('keeps the entry token in local storage (a reload or another tab resumes the entry with it)', () => {
    sessionStorage.clear();
    rememberEntry({ token: '12.secret', difficulty: 'hard' });
    expect(JSON.parse(localStorage.getItem('competition:lastEntry')!)).toEqual({
      token: '12.secret',
      difficulty: 'hard',
    });
    expect(lastEntry()).toEqual({ token: '12.secret', difficulty: 'hard' });
    localStorage.setItem('competition:lastEntry', '{"token":1}');
    expect(lastEntry()).toBeNull();
  });
});
