import { memoryStore } from './memory-store';
import { QuestionPosition } from './position';

describe('QuestionPosition', () => {
  it('gives back the index saved for the same attempt, and 0 for another attempt or family', () => {
    const store = memoryStore();
    new QuestionPosition(store, 'ket', '41').write(17);
    expect(new QuestionPosition(store, 'ket', '41').read(30)).toBe(17);
    expect(new QuestionPosition(store, 'ket', '42').read(30)).toBe(0);
    expect(new QuestionPosition(store, 'kodas', '41').read(30)).toBe(0);
  });

  it('ignores an index outside the test and anything unreadable', () => {
    const store = memoryStore();
    new QuestionPosition(store, 'ket', '41').write(29);
    expect(new QuestionPosition(store, 'ket', '41').read(25)).toBe(0);
    store.setItem('ket:position', '{not json');
    expect(new QuestionPosition(store, 'ket', '41').read(30)).toBe(0);
    store.setItem('ket:position', JSON.stringify({ attempt: '41', index: '3' }));
    expect(new QuestionPosition(store, 'ket', '41').read(30)).toBe(0);
  });
});
