import { LANGUAGES } from '@portal/contracts';
import { PROVIDER_LANGUAGES, providerLanguage } from './webtopay';

describe("the payment page's language (Paysera's ISO 639-2/B codes)", () => {
  it('has a code for every language of LANGUAGES, Ukrainian and Polish included', () => {
    expect(Object.keys(PROVIDER_LANGUAGES).sort()).toEqual([...LANGUAGES].sort());
    expect(providerLanguage('uk')).toBe('UKR');
    expect(providerLanguage('pl')).toBe('POL');
    expect(providerLanguage('ru')).toBe('RUS');
  });

  it('falls back to Lithuanian for none or an unknown one', () => {
    expect(providerLanguage(undefined)).toBe('LIT');
    expect(providerLanguage('xx')).toBe('LIT');
    expect(providerLanguage('__proto__')).toBe('LIT');
  });
});
