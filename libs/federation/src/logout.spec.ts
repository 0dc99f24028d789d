/** @jest-environment jsdom */
import { clearStorageExceptLanguage, logout, LOGOUT_EVENT } from './logout';

describe('logout (core spec section 4: clears storage keeping the language, reloads at /)', () => {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem('language', 'ru');
    localStorage.setItem('ket:session', '{"accessToken":"t"}');
    localStorage.setItem('kodas:testToken', 'x');
  });

  it('clears everything but the language', () => {
    clearStorageExceptLanguage();
    expect(Object.keys(localStorage)).toEqual(['language']);
    expect(localStorage.getItem('language')).toBe('ru');
  });

  it('keeps the answer journals of open attempts (unconfirmed answers are not lost by signing out)', () => {
    localStorage.setItem('ket:journal:77', '{"answers":[["1","0"]],"rev":2,"savedRev":1}');
    clearStorageExceptLanguage();
    expect(Object.keys(localStorage).sort()).toEqual(['ket:journal:77', 'language']);
  });

  it('announces the logout, clears storage and goes to /', () => {
    const assign = jest.fn();
    const heard = jest.fn();
    window.addEventListener(LOGOUT_EVENT, heard);
    logout('ket', { navigate: assign });
    expect(heard).toHaveBeenCalledTimes(1);
    expect(Object.keys(localStorage)).toEqual(['language']);
    expect(assign).toHaveBeenCalledWith('/');
  });
});
