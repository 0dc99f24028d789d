import { withSchoolLinks } from './school-links';

describe('school links from the manifest over the family defaults', () => {
  const defaults = {
    site: 'https://example.com/',
    reviews: 'https://example.com/r',
    info: 'https://example.com/i',
    privacy: '/privacy',
  };

  it('takes the configured ones and keeps the rest', () => {
    expect(withSchoolLinks(defaults, { site: 'https://mokykla.lt', reviews: '' })).toEqual({
      ...defaults,
      site: 'https://mokykla.lt',
    });
  });

  it('keeps the defaults when the API sends none', () => {
    expect(withSchoolLinks(defaults, undefined)).toEqual(defaults);
    expect(withSchoolLinks(defaults, {})).toEqual(defaults);
  });
});
