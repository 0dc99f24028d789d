import { topicOptions } from './topic-options';

describe("the question editor's topic select (issue 26)", () => {
  it("offers the family's topics in the console's language, after 'no topic'", () => {
    const lt = topicOptions('ket', 'priority', 'Be temos', 'lt');
    expect(lt[0]).toEqual({ value: '', label: 'Be temos' });
    expect(lt.map((o) => o.value).slice(1)).toEqual([
      'risks',
      'conduct',
      'priority',
      'special-roads',
      'safe-driving',
      'signs',
      'environment',
      'general',
    ]);
    expect(lt.find((o) => o.value === 'priority')!.label).toBe('Pirmumas');
    expect(
      topicOptions('ket', undefined, 'Bez tematu', 'pl').find((o) => o.value === 'priority')!.label,
    ).toBe('Pierwszeństwo');
    expect(topicOptions('examiner', undefined, '-', 'en').map((o) => o.label)).toContain('Tanks');
  });

  it('keeps a stored topic the family does not list, as it is (a save then names the field)', () => {
    expect(topicOptions('tractor', 'old-topic', '-', 'ru').at(-1)).toEqual({
      value: 'old-topic',
      label: 'old-topic',
    });
    expect(topicOptions('tractor', 'pto', '-', 'ru')).toHaveLength(7);
  });
});
