import { EMPTY_FORM, canStart, parseRouteData, routeData, startFormReducer, subTopicsOf } from './start-form';

// Second spec "Option lists for the start screens" and section 5 (examiner start rules).

describe('examiner start form', () => {
  it('offers exactly the spec’s sub-topics per topic', () => {
    expect(subTopicsOf(1).map((s) => s.value)).toEqual(['B', 'C', 'CE', 'D', 'T', 'A/A1/A2']);
    expect(subTopicsOf(2).map((s) => s.value)).toEqual(['260104108', '260104107', '265104112', '265104108']);
    expect(subTopicsOf(3).map((s) => s.value)).toEqual(['A1', 'A2', 'A3', 'A4', 'M1', 'M2']);
    expect(subTopicsOf(null)).toEqual([]);
  });

  it('changing the topic clears the sub-topic; toggling the mode clears it too', () => {
    let form = startFormReducer(EMPTY_FORM, { type: 'topic', value: 1 });
    form = startFormReducer(form, { type: 'sub', value: 'CE' });
    expect(form.sub).toBe('CE');
    expect(startFormReducer(form, { type: 'topic', value: 2 }).sub).toBeNull();
    const toggled = startFormReducer(form, { type: 'toggle-mode' });
    expect(toggled).toMatchObject({ egzamin: true, sub: null });
    // a sub-topic of another topic is not taken
    expect(startFormReducer(form, { type: 'sub', value: 'A1' }).sub).toBe('CE');
  });

  it('Sprėsti: training needs the sub-topic; exam also the registration number and birth date', () => {
    let form = startFormReducer(EMPTY_FORM, { type: 'topic', value: 3 });
    expect(canStart(form)).toBe(false);
    form = startFormReducer(form, { type: 'sub', value: 'A2' });
    expect(canStart(form)).toBe(true);
    form = startFormReducer(form, { type: 'toggle-mode' });
    form = startFormReducer(form, { type: 'sub', value: 'A2' });
    expect(canStart(form)).toBe(false);
    form = startFormReducer(form, { type: 'regnr', value: 'AB1' });
    expect(canStart(form)).toBe(false);
    // an impossible or too early birth date keeps Start disabled (issue 25 item 11)
    form = startFormReducer(form, { type: 'gdata', value: '1990-02-30' });
    expect(canStart(form)).toBe(false);
    form = startFormReducer(form, { type: 'gdata', value: '1850-01-01' });
    expect(canStart(form)).toBe(false);
    form = startFormReducer(form, { type: 'gdata', value: '1990-05-01' });
    expect(canStart(form)).toBe(true);
    form = startFormReducer(form, { type: 'regnr', value: '   ' });
    expect(canStart(form)).toBe(false);
  });

  it('carries person, topic, sub-topic and exam flag as JSON data, and reads it back', () => {
    let form = startFormReducer(EMPTY_FORM, { type: 'toggle-mode' });
    form = startFormReducer(form, { type: 'topic', value: 1 });
    form = startFormReducer(form, { type: 'sub', value: 'B' });
    form = startFormReducer(form, { type: 'regnr', value: ' AB1 ' });
    form = startFormReducer(form, { type: 'gdata', value: '1990-05-01' });
    const data = routeData(form);
    expect(data).toEqual({ person: { regnr: 'AB1', gdata: '1990-05-01' }, tema: 1, sub: 'B', egzamin: true });
    expect(parseRouteData({ data: JSON.stringify(data) })).toEqual(data);
    expect(parseRouteData(null)).toBeNull();
    expect(parseRouteData({ data: '{' })).toBeNull();
    expect(parseRouteData({ data: JSON.stringify({ ...data, sub: 'A1' }) })).toBeNull();
    expect(parseRouteData({ data: JSON.stringify({ ...data, person: null }) })).toBeNull();
  });
});
