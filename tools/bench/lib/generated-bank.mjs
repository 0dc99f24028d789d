// A generated KET bank for the benches: original texts in every language (lt, ru, en, uk, pl), 2–5 answers with keys, the seed's categories
// A, B and C (a seventh of the questions in two), weights 1 and 2, explanations on a third.

const KET_TOPICS = [
  'risks',
  'conduct',
  'priority',
  'special-roads',
  'safe-driving',
  'signs',
  'environment',
  'general',
];

/** A bank of `n` questions in the import's JSON shape (its categories are added by the caller). */
export function generatedBank(n) {
  const categories = ['A', 'B', 'C'];
  const questions = Array.from({ length: n }, (_, i) => {
    const answers = 2 + (i % 4);
    return {
      ref: `bench-${i}`,
      categories: [categories[i % 3], ...(i % 7 === 0 ? [categories[(i + 1) % 3]] : [])],
      // KET's blueprint topics (an import refuses a topic the family does not list: 'unknown-topic').
      topic: KET_TOPICS[i % KET_TOPICS.length],
      text: {
        lt: `Klausimas Nr. ${i}: ką turi daryti vairuotojas, artėdamas prie sankryžos ąčęėįšųūž?`,
        ru: `Вопрос № ${i}: что должен сделать водитель, приближаясь к перекрёстку?`,
        en: `Question no. ${i}: what must the driver do when approaching the junction?`,
        uk: `Запитання № ${i}: що має зробити водій, наближаючись до перехрестя?`,
        pl: `Pytanie nr ${i}: co powinien zrobić kierowca, zbliżając się do skrzyżowania?`,
      },
      answers: Array.from({ length: answers }, (_, a) => ({
        lt: `Atsakymas ${a + 1} į ${i}`,
        ru: `Ответ ${a + 1} на ${i}`,
        en: `Answer ${a + 1} to ${i}`,
        uk: `Відповідь ${a + 1} на ${i}`,
        pl: `Odpowiedź ${a + 1} na ${i}`,
      })),
      correct: i % 5 === 0 && answers > 2 ? [0, answers - 1] : [i % answers],
      weight: i % 10 === 0 ? 2 : 1,
      image: null,
      ...(i % 3 === 0
        ? {
            explanation: {
              lt: `Paaiškinimas ${i}`,
              ru: `Объяснение ${i}`,
              en: `Explanation ${i}`,
              uk: `Пояснення ${i}`,
              pl: `Wyjaśnienie ${i}`,
            },
          }
        : {}),
    };
  });
  return { family: 'ket', questions };
}
