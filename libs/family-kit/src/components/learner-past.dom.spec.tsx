/** @jest-environment jsdom */
// The learner's past on the landing (issue 13): the unread badge, "My questions" marking replies read when
// opened, and the review of an ended test (ticks, key, explanation) in the chosen language.
import { act, useMemo, useState } from 'react';
import { PortalRouterContext, type PortalRouter } from '@portal/federation';
import { createRoot, type Root } from 'react-dom/client';
import type { AttemptPage, AttemptReview, Language, MyQuestionsResponse } from '@portal/contracts';
import { i18n, initI18n, setLanguage } from '@portal/i18n';
import { LearnerPast } from './learner-past';

/** The landing's route: the panels keep their state in the history entry's state (a router holding one entry). */
function RoutedPast({ examLanguage = null }: { examLanguage?: Language | null }) {
  const [state, setState] = useState<unknown>(null);
  const router = useMemo<PortalRouter>(
    () => ({
      navigate: (_to, options) => setState(options?.state ?? null),
      location: { pathname: '/home', state },
      Navigate: () => null,
    }),
    [state],
  );
  return (
    <PortalRouterContext.Provider value={router}>
      <LearnerPast examLanguage={examLanguage} />
    </PortalRouterContext.Provider>
  );
}

const myQuestions: { data: MyQuestionsResponse | undefined } = { data: undefined };
const markRead = jest.fn();
const ask = jest.fn();
const attempts: AttemptPage = {
  items: [
    {
      id: 41,
      category: 'B',
      startedAt: '2026-03-10T09:00:00.000Z',
      finishedAt: '2026-03-10T09:20:00.000Z',
      result: { correct: 27, total: 30, percent: 90, passed: true, perQuestion: [] },
    },
  ],
  total: 1,
  page: 1,
  size: 10,
};
const review: AttemptReview = {
  ...attempts.items[0],
  result: { correct: 0, total: 1, percent: 0, passed: false, perQuestion: [false] },
  questions: [
    {
      id: 7,
      text: { lt: 'Kas čia?', ru: 'Что это?', en: 'What is it?', uk: 'Що це?', pl: 'Kas čia?' },
      // not translated into Polish: the API sends the Lithuanian text there and says so
      untranslated: ['pl'],
      answers: [
        { lt: 'Taip', ru: 'Да', en: 'Yes', uk: 'Так', pl: 'Taip' },
        { lt: 'Ne', ru: 'Нет', en: 'No', uk: 'Ні', pl: 'Ne' },
      ],
      image: null,
      weight: 1,
      ticks: ['1', '0'],
      key: ['0', '1'],
      explanation: { lt: 'Nes ne.', ru: 'Потому что нет.', en: 'Because no.', uk: 'Бо ні.', pl: 'Nes ne.' },
    },
  ],
  comments: [],
  askedQuestionId: null,
};

jest.mock('@portal/api-client', () => ({
  errorDetail: jest.requireActual('../../../api-client/src/error-detail').errorDetail,
  useFamilyMyQuestionsQuery: () => ({ data: myQuestions.data }),
  useFamilyMarkQuestionReadMutation: () => [markRead, {}],
  useFamilyAttemptsQuery: () => ({ data: attempts }),
  useFamilyCategoriesQuery: () => ({
    data: [
      {
        value: 'B',
        type: 'car',
        viewValue: 'B kat.',
        disabled: false,
        lt: 'B kat.',
        ru: 'Кат. B',
        en: 'Cat. B',
      },
    ],
  }),
  useFamilyAttemptReviewQuery: () => ({ data: review }),
  useFamilyAskAboutAttemptMutation: () => [ask, { isLoading: false }],
}));

const question = (unread: boolean) => ({
  id: 3,
  attemptId: 41,
  questionId: 7,
  question: { lt: 'Kas čia?', ru: 'Что это?', en: 'What is it?', uk: 'Що це?', pl: 'Co to?' },
  text: 'Kodėl?',
  reply: unread ? 'Todėl.' : null,
  createdAt: '2026-03-10T09:21:00.000Z',
  repliedAt: unread ? '2026-03-11T09:21:00.000Z' : null,
  unread,
});

describe('LearnerPast in the DOM', () => {
  let host: HTMLDivElement;
  let root: Root;
  beforeAll(async () => {
    await initI18n('lt');
  });
  beforeEach(async () => {
    await i18n.changeLanguage('lt');
    markRead.mockClear();
    host = document.createElement('div');
    document.body.appendChild(host);
    root = createRoot(host);
  });
  afterEach(() => {
    act(() => root.unmount());
    host.remove();
  });

  const byId = (id: string) => host.querySelector(`[data-testid="${id}"]`) as HTMLElement | null;
  const all = (id: string) => [...host.querySelectorAll<HTMLElement>(`[data-testid="${id}"]`)];
  /** Lazy panels resolve over a few ticks. */
  const settle = async (id: string) => {
    for (let i = 0; i < 50 && !byId(id); i++) await act(() => new Promise((r) => setTimeout(r, 10)));
    expect(byId(id)).not.toBeNull();
  };

  it('shows the unread count and marks the unread replies read when the list opens', async () => {
    myQuestions.data = { items: [question(true)], unread: 1 };
    await act(async () => root.render(<RoutedPast />));
    expect(byId('unread-badge')?.textContent).toBe('1');
    const open = byId('my-questions-open')!;
    expect(open.getAttribute('aria-label')).toBe('Mano klausimai, 1 naujas atsakymas');
    expect(open.getAttribute('aria-expanded')).toBe('false');
    await act(async () => open.click());
    await settle('my-questions');
    expect(open.getAttribute('aria-expanded')).toBe('true');
    expect(markRead).toHaveBeenCalledWith(3);
    expect(byId('my-question-reply')?.textContent).toBe('Todėl.');
    expect(byId('my-question')?.dataset.new).toBe('true');
  });

  it('no badge and nothing to mark when every reply is read', async () => {
    myQuestions.data = { items: [question(false)], unread: 0 };
    await act(async () => root.render(<RoutedPast />));
    expect(byId('unread-badge')).toBeNull();
    await act(async () => byId('my-questions-open')!.click());
    await settle('my-questions');
    expect(markRead).not.toHaveBeenCalled();
    expect(byId('my-question-reply')?.textContent).toBe('Laukiama atsakymo');
  });

  it('opens a past test from the history: ticks, key and explanation, switching language', async () => {
    myQuestions.data = { items: [], unread: 0 };
    await act(async () => root.render(<RoutedPast />));
    await act(async () => byId('history-open')!.click());
    await settle('attempt-history');
    expect(byId('attempt-verdict')?.textContent).toBe('Išlaikyta');
    const reviewButton = byId('attempt-review-open')!;
    expect(reviewButton.getAttribute('aria-label')).toMatch(/^Peržiūrėti .* testą \(B kat\.\)$/);
    await act(async () => reviewButton.click());
    await settle('attempt-review');
    expect(byId('review-question-text')?.textContent).toBe('Kas čia?');
    const answers = all('review-answer');
    expect(answers.map((a) => [a.dataset.ticked, a.dataset.correct])).toEqual([
      ['true', 'false'],
      ['false', 'true'],
    ]);
    expect(answers[0].textContent).toContain('jūsų atsakymas');
    expect(answers[1].textContent).toContain('teisingas atsakymas');
    expect(byId('review-explanation')?.textContent).toContain('Nes ne.');
    // The focus moves to the review's heading, for keyboard and screen reader users.
    expect(document.activeElement?.id).toBe('attempt-review-title');

    await act(async () => i18n.changeLanguage('ru'));
    expect(byId('review-question-text')?.textContent).toBe('Что это?');
    expect(byId('review-explanation')?.textContent).toContain('Потому что нет.');

    await act(async () => byId('review-back')!.click());
    await settle('attempt-history');
  });

  it('shows the exam language beside the reading one, marking a text shown in Lithuanian', async () => {
    myQuestions.data = { items: [], unread: 0 };
    await act(async () => setLanguage('ru'));
    await act(async () => root.render(<RoutedPast examLanguage="pl" />));
    await act(async () => byId('history-open')!.click());
    await settle('attempt-history');
    await act(async () => byId('attempt-review-open')!.click());
    await settle('attempt-review');
    expect(all('review-language').map((c) => c.dataset.language)).toEqual(['ru']);
    const toggle = byId('review-side-by-side')!;
    expect(toggle.textContent).toContain('Polski');
    await act(async () => toggle.click());
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(all('review-language').map((c) => c.dataset.language)).toEqual(['ru', 'pl']);
    expect(all('review-question-text').map((p) => p.textContent)).toEqual([
      'Что это?',
      'Kas čia?(Показано на литовском)',
    ]);
    expect(all('review-question-text')[1].getAttribute('lang')).toBe('lt');
    await act(async () => setLanguage('lt'));
  });
});
