import { personKey, shortName } from './competition-person';

describe('competition person', () => {
  it('is one person whatever the case, spacing and diacritics', () => {
    const a = personKey({ name: 'Žydrūnė  Šimkutė', gdata: '2001-02-03' });
    expect(personKey({ name: ' zydrune simkute ', gdata: '2001-02-03' })).toBe(a);
    expect(personKey({ name: 'Žydrūnė Šimkutė', gdata: '2001-02-04' })).not.toBe(a);
  });

  it('shortens the name to the first name and the last initial', () => {
    expect(shortName('Jonas Petraitis')).toBe('Jonas P.');
    expect(shortName('Ona Marija šimkutė')).toBe('Ona Š.');
    expect(shortName('Jonas')).toBe('Jonas');
  });
});
