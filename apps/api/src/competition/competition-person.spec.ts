import { personKey, shortName } from './competition-person';

describe('competition person', () => {
  it('is one person whatever the case, spacing and diacritics', () => {
    const a = personKey({ name: 'Žydrūnė  Šimkutė', gdata: '2001-02-03' });
    expect(personKey({ name: ' zydrune simkute ', gdata: '2001-02-03' })).toBe(a);
    expect(personKey({ name: 'Žydrūnė Šimkutė', gdata: '2001-02-04' })).not.toBe(a);
  });

  it('is one person whatever look-alike letters the name is written with (issue 23)', () => {
    const a = personKey({ name: 'Jonas Petraitis', gdata: '2001-02-03' });
    // Cyrillic "о" and "а", full-width letters, a ligature-free compatibility form, a no-break space
    expect(personKey({ name: 'J\u043en\u0430s Petraitis', gdata: '2001-02-03' })).toBe(a);
    expect(personKey({ name: '\uff2a\uff4f\uff4e\uff41\uff53 PETRAITIS', gdata: '2001-02-03' })).toBe(a);
    expect(personKey({ name: 'Jonas\u00a0Petraitis', gdata: '2001-02-03' })).toBe(a);
    expect(personKey({ name: 'Jonas Petraitytė', gdata: '2001-02-03' })).not.toBe(a);
  });

  it('shortens the name to the first name and the last initial', () => {
    expect(shortName('Jonas Petraitis')).toBe('Jonas P.');
    expect(shortName('Ona Marija šimkutė')).toBe('Ona Š.');
    expect(shortName('Jonas')).toBe('Jonas');
  });
});
