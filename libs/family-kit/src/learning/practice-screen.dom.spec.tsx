/** @jest-environment jsdom */
// The practice and review screen (issue 26 item 2): a session started from the Learn card's choice, one question at
// a time with the runner's question view, keys and arrows; "Check" shows right or wrong, the key and the
// explanation; untimed; an empty source says so; "Stop" goes home and coming back resumes.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { TestLoadResponse, TestQuestion } from '@portal/contracts';
import { initI18n, setLanguage } from '@portal/i18n';
import { registerRunnerStrings } from '@portal/runner/practice';
import { loadPracticeScreenStrings } from './practice-i18n';
import { PracticeScreen } from './practice-screen';
import { practiceKey, readPractice } from './practice-store';

const start = jest.fn();
const answer = jest.fn();
const navigate = jest.fn();
const showError = jest.fn();
const location = { pathname: '/mokytis-ket', state: null as unknown };
jest.mock('@portal/api-client', () => ({
  useFamilyClient: () => ({ family: 'ket', session: () => ({ user: { id: 3 } }) }),
  useFamilyPracticeStartMutation: () => [start, { isLoading: false }],
  useFamilyPracticeAnswerMutation: () => [answer, { isLoading: false }],
}));
jest.mock('@portal/federation', () => ({
  usePortalNavigate: () => navigate,
  usePortalLocation: () => location,
}));
jest.mock('../components/use-error-dialog', () => ({ useErrorDialog: () => showError }));

const question = (id: number, text: string): TestQuestion =>
  ({
    id,
    klausimas: text,
    klausimas_lt: text,
    image: null,
    atsakymai: ['Taip', 'Ne', 'Galbūt'],
    atsakymai_lt: ['Taip', 'Ne', 'Galbūt'],
    checkai: ['0', '0', '0'],
    svoris: 1,
    comments: 0,
  }) as unknown as TestQuestion;

const load = (questions: TestQuestion[]): TestLoadResponse =>
  ({
    status: 'NEW',
    time: 0,
    questions: JSON.stringify(questions),
    jwt: 'practice-token',
    deadline: '',
    serverNow: 0,
    policy: { family: 'ket', questionCount: questions.length, timeLimitSeconds: 0, answerMode: 'multi' },
  }) as unknown as TestLoadResponse;
const resolved = (value: unknown) => ({ unwrap: () => Promise.resolve(value) });

describe('the practice screen', () => {
  let host: HTMLDivElement;
  let root: Root;
  beforeAll(async () => {
    await initI18n('lt');
    await Promise.all([loadPracticeScreenStrings(), registerRunnerStrings()]);
  });
  beforeEach(() => {
    localStorage.clear();
    for (const mock of [start, answer, navigate, showError]) mock.mockReset();
    location.state = null;
    host = document.createElement('div');
    document.body.appendChild(host);
    root = createRoot(host);
  });
  afterEach(async () => {
    act(() => root.unmount());
    host.remove();
    await setLanguage('lt');
  });
  const byId = (id: string) => host.querySelector(`[data-testid="${id}"]`) as HTMLElement | null;
  const render = () => act(async () => root.render(<PracticeScreen home="/home" />));
  const key = (k: string) =>
    act(async () => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true }));
    });

  it('checks each answer at once: verdict, the right answers marked, the explanation; then the next', async () => {
    location.state = { practice: { source: 'topics', topics: ['risks'] } };
    start.mockReturnValue(resolved(load([question(11, 'Pirmas?'), question(12, 'Antras?')])));
    await render();
    expect(start).toHaveBeenCalledWith({ source: 'topics', topics: ['risks'], language: 'lt' });
    // a reload resumes this session instead of starting another
    expect(navigate).toHaveBeenCalledWith('/mokytis-ket', { replace: true, state: null });
    expect(byId('practice')?.dataset.phase).toBe('running');
    expect(byId('practice-progress')?.textContent).toBe('Klausimas 1 iš 2');
    expect(byId('practice-header')?.textContent).toContain('Be laiko');
    expect(host.textContent).not.toMatch(/\d\d:\d\d/);

    // "Check" with nothing ticked asks for a tick first
    await act(async () => byId('practice-check')!.click());
    expect(answer).not.toHaveBeenCalled();
    expect(byId('practice-pick-first')).not.toBeNull();

    await key('2');
    answer.mockReturnValue(resolved({ correct: false, ats: ['1', '0', '0'], explanation: 'Nes taip.' }));
    await act(async () => byId('practice-check')!.click());
    expect(answer).toHaveBeenCalledWith({ test: 'practice-token', id: 11, ch: ['0', '1', '0'] });
    expect(byId('practice-verdict')?.dataset.correct).toBe('false');
    expect(byId('practice-verdict')?.textContent).toContain('Neteisingai');
    expect(byId('practice-explanation')?.textContent).toContain('Nes taip.');
    const marks = [...host.querySelectorAll('[data-testid="answer"]')].map((a) =>
      a.getAttribute('data-mark'),
    );
    expect(marks).toEqual(['correct-missed', 'wrong-ticked', 'none']);
    // a checked question's ticks stay as they were
    await key('3');
    expect(answer).toHaveBeenCalledTimes(1);

    await act(async () => byId('practice-next')!.click());
    expect(byId('practice-progress')?.textContent).toBe('Klausimas 2 iš 2');
    await key('ArrowLeft');
    expect(byId('practice-progress')?.textContent).toBe('Klausimas 1 iš 2');
    expect(byId('practice-verdict')).not.toBeNull();
    await key('ArrowRight');

    await key('1');
    answer.mockReturnValue(resolved({ correct: true, ats: ['1', '0', '0'], explanation: null }));
    await act(async () => byId('practice-check')!.click());
    expect(byId('practice-verdict')?.textContent).toContain('Teisingai!');
    await act(async () => byId('practice-next')!.click());
    expect(byId('practice')?.dataset.phase).toBe('done');
    expect(byId('practice-message')?.textContent).toContain('Baigta: teisingai 1 iš 2.');
    expect(readPractice(practiceKey('ket', 3))).toBeNull();
  });

  it('stops any time, and coming back resumes where it was', async () => {
    location.state = { practice: { source: 'mistakes' } };
    start.mockReturnValue(resolved(load([question(21, 'A?'), question(22, 'B?')])));
    await render();
    await key('ArrowRight');
    await key('1');
    await act(async () => byId('practice-stop')!.click());
    expect(navigate).toHaveBeenLastCalledWith('/home');
    act(() => root.unmount());

    location.state = null;
    root = createRoot(host);
    await render();
    expect(start).toHaveBeenCalledTimes(1);
    expect(byId('practice-progress')?.textContent).toBe('Klausimas 2 iš 2');
    const ticked = [...host.querySelectorAll<HTMLInputElement>('input[type=checkbox]')].map((i) => i.checked);
    expect(ticked).toEqual([true, false, false]);
  });

  it('says when the source has no questions, in the learner language', async () => {
    await setLanguage('en');
    location.state = { practice: { source: 'due' } };
    start.mockReturnValue(resolved(load([])));
    await render();
    expect(byId('practice')?.dataset.phase).toBe('empty');
    expect(byId('practice-message')?.textContent).toBe(
      'Nothing to review today. Come back tomorrow, or practise.',
    );
    expect(byId('practice-header')?.textContent).toContain('Review');
  });

  it('says why a source is empty (the API 409 reason) and when a session is over', async () => {
    await setLanguage('pl');
    location.state = { practice: { source: 'mistakes' } };
    start.mockReturnValue({
      unwrap: () => Promise.reject({ status: 409, data: { code: 'no-mistakes', message: 'x' } }),
    });
    await render();
    expect(byId('practice')?.dataset.phase).toBe('empty');
    expect(byId('practice-message')?.textContent).toBe('Nie zostały żadne błędy do poprawienia. Świetnie!');
    expect(showError).not.toHaveBeenCalled();
    act(() => root.unmount());

    location.state = { practice: { source: 'unseen' } };
    start.mockReturnValue(resolved(load([question(31, 'C?')])));
    answer.mockReturnValue({
      unwrap: () => Promise.reject({ status: 403, data: { code: 'invalid-test-token', message: 'x' } }),
    });
    root = createRoot(host);
    await render();
    await key('1');
    await act(async () => byId('practice-check')!.click());
    expect(byId('practice')?.dataset.phase).toBe('expired');
    expect(byId('practice-message')?.textContent).toBe('To ćwiczenie już nie obowiązuje. Rozpocznij nowe.');
  });

  it('goes home when there is nothing to resume', async () => {
    await render();
    expect(navigate).toHaveBeenCalledWith('/home', { replace: true });
    expect(start).not.toHaveBeenCalled();
  });
});
