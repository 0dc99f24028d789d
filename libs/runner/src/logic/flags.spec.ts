import { QuestionFlags, toggleFlag } from './flags';
import { memoryStore } from './memory-store';

describe('questions flagged for later', () => {
  it('toggles a question in a sorted list without duplicates', () => {
    expect(toggleFlag([], 3)).toEqual([3]);
    expect(toggleFlag([3], 1)).toEqual([1, 3]);
    expect(toggleFlag([1, 3], 3)).toEqual([1]);
  });

  it('keeps the flags of one attempt per family; another attempt, or a broken value, reads none', () => {
    const store = memoryStore();
    new QuestionFlags(store, 'ket', 'a1').write([4, 0]);
    expect(new QuestionFlags(store, 'ket', 'a1').read(30)).toEqual([0, 4]);
    expect(new QuestionFlags(store, 'ket', 'a2').read(30)).toEqual([]);
    expect(new QuestionFlags(store, 'kodas', 'a1').read(30)).toEqual([]);
    // Indexes outside the test are dropped.
    expect(new QuestionFlags(store, 'ket', 'a1').read(3)).toEqual([0]);
    store.setItem('ket:flags', '{not json');
    expect(new QuestionFlags(store, 'ket', 'a1').read(30)).toEqual([]);
  });
});
