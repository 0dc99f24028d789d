/** @jest-environment jsdom */
// The landing's Learn card (issue 26 item 6): a bar per topic with its label in the UI language and an accessible
// percentage, today's reviews (Review off when none), the ways into practice, and the exam date / daily cap saved
// with their errors under the field in the learner's language.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { LearningSummary } from '@portal/contracts';
import { initI18n, setLanguage } from '@portal/i18n';
import LearnCard, { loadLearnCardStrings } from './learn-card';

const learning = { data: undefined as LearningSummary | undefined, isError: false };
const save = jest.fn();
const navigate = jest.fn();
const showError = jest.fn();
jest.mock('@portal/api-client', () => ({
  fieldErrors: jest.requireActual('../../../api-client/src/error-detail').fieldErrors,
  fieldErrorText: jest.requireActual('../../../api-client/src/error-detail').fieldErrorText,
  useFamilyClient: () => ({ family: 'ket', session: () => ({ user: { id: 3 } }) }),
  useFamilyLearningQuery: () => learning,
  useFamilyLearningSettingsMutation: () => [save, { isLoading: false }],
}));
jest.mock('@portal/federation', () => ({ usePortalNavigate: () => navigate }));
jest.mock('../components/use-error-dialog', () => ({ useErrorDialog: () => showError }));

const summary = (due: number): LearningSummary => ({
  topics: [
    {
      id: 'risks',
      labels: { lt: 'Rizikos', ru: 'Риски', en: 'Risks', uk: 'Ризики', pl: 'Zagrożenia' },
      questions: 10,
      recall: 0.456,
    },
    {
      id: 'priority',
      labels: { lt: 'Pirmumas', ru: 'Приоритет', en: 'Priority', uk: 'Пріоритет', pl: 'Pierwszeństwo' },
      questions: 4,
      recall: 0,
    },
  ],
  due,
  examDate: '2030-05-01',
  dailyCap: 40,
  seen: 12,
  // the readiness fields (issue 27): the panel itself is readiness-panel.dom.spec.tsx's
  passChance: 0.5,
  kate: 'B',
  ready: false,
  readyMissing: ['chance', 'mocks', 'topics'],
  weakestTopics: ['priority', 'risks'],
  recentMocks: { count: 0, passed: 0 },
  next: { action: 'unseen' },
});

describe('the Learn card', () => {
  let host: HTMLDivElement;
  let root: Root;
  beforeAll(async () => {
    await initI18n('lt');
    await loadLearnCardStrings();
  });
  beforeEach(() => {
    save.mockReset();
    navigate.mockReset();
    showError.mockReset();
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
  const all = (id: string) => [...host.querySelectorAll(`[data-testid="${id}"]`)] as HTMLElement[];
  const render = () => act(async () => root.render(<LearnCard practiceRoute="/mokytis-ket" />));
  const change = (el: HTMLInputElement, value: string) => {
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    setter.call(el, value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  };

  it('draws a bar per topic, labelled in the UI language with its percentage', async () => {
    await setLanguage('uk');
    learning.data = summary(3);
    await render();
    const bars = all('learn-topic-bar');
    expect(bars.map((b) => b.getAttribute('aria-valuenow'))).toEqual(['46', '0']);
    expect(bars[0].getAttribute('role')).toBe('progressbar');
    expect(bars[0].getAttribute('aria-label')).toBe('Ризики: 46 %');
    expect(byId('learn-due')?.textContent).toBe('Повторити сьогодні: 3');
    expect(byId('learn-card')?.textContent).toContain('Навчатися');
  });

  it('reviews the due questions, and says so when none is due', async () => {
    learning.data = summary(0);
    await render();
    expect((byId('learn-review') as HTMLButtonElement).disabled).toBe(true);
    expect(byId('learn-due')?.textContent).toBe('Šiandien kartoti nieko nėra.');
    learning.data = summary(2);
    await render();
    await act(async () => byId('learn-review')!.click());
    expect(navigate).toHaveBeenCalledWith('/mokytis-ket', { state: { practice: { source: 'due' } } });
  });

  it('practises chosen topics (at least one), or a kind of questions', async () => {
    learning.data = summary(0);
    await render();
    await act(async () => byId('learn-practise')!.click());
    await act(async () => undefined);
    await act(async () => byId('learn-start')!.click());
    expect(byId('learn-no-topic')?.textContent).toContain('Pasirinkite bent vieną temą.');
    expect(navigate).not.toHaveBeenCalled();
    await act(async () => all('learn-topic-choice')[1].click());
    await act(async () => byId('learn-start')!.click());
    expect(navigate).toHaveBeenLastCalledWith('/mokytis-ket', {
      state: { practice: { source: 'topics', topics: ['priority'] } },
    });
    await act(async () => byId('learn-source-mistakes')!.click());
    await act(async () => byId('learn-start')!.click());
    expect(navigate).toHaveBeenLastCalledWith('/mokytis-ket', {
      state: { practice: { source: 'mistakes' } },
    });
  });

  it('saves the exam date and the cap; a bad value is said under its field', async () => {
    await setLanguage('ru');
    learning.data = summary(0);
    await render();
    expect(byId('learn-plan')?.textContent).toContain('Дата экзамена: 2030-05-01');
    expect(byId('learn-plan')?.textContent).toContain('Повторений в день: 40');
    await act(async () => byId('learn-settings-open')!.click());
    await act(async () => undefined);
    const cap = byId('learn-daily-cap') as HTMLInputElement;
    await act(async () => change(cap, '2'));
    await act(async () => byId('learn-save')!.click());
    expect(save).not.toHaveBeenCalled();
    expect(byId('learn-daily-cap-error')?.textContent).toBe('Введите целое число от 5 до 500.');
    expect(cap.getAttribute('aria-invalid')).toBe('true');

    save.mockReturnValue({
      unwrap: () =>
        Promise.reject({ status: 400, data: { fields: [{ field: 'examDate', message: 'in the past' }] } }),
    });
    await act(async () => change(cap, '30'));
    await act(async () => change(byId('learn-exam-date') as HTMLInputElement, '2020-01-01'));
    await act(async () => byId('learn-save')!.click());
    expect(save).toHaveBeenCalledWith({ examDate: '2020-01-01', dailyCap: 30 });
    expect(byId('learn-exam-date-error')?.textContent).toBe('Неверная дата: она не может быть в прошлом.');
    expect(byId('learn-daily-cap-error')).toBeNull();

    save.mockReturnValue({ unwrap: () => Promise.resolve({}) });
    await act(async () => byId('learn-clear-date')!.click());
    await act(async () => byId('learn-save')!.click());
    expect(save).toHaveBeenLastCalledWith({ examDate: null, dailyCap: 30 });
    expect(byId('learn-saved')?.textContent).toBe('Сохранено.');
    expect(showError).not.toHaveBeenCalled();
  });

  it('offers to continue a stored practice session that has questions left', async () => {
    learning.data = summary(0);
    await render();
    expect(byId('learn-continue')).toBeNull();
    act(() => root.unmount());
    const items = [{ question: { id: 1 }, ticks: ['0'], checked: null }];
    localStorage.setItem(
      'ket:practice:3',
      JSON.stringify({ request: { source: 'unseen' }, token: 't', items, index: 0 }),
    );
    root = createRoot(host);
    await render();
    await act(async () => byId('learn-continue')!.click());
    expect(navigate).toHaveBeenCalledWith('/mokytis-ket');
    localStorage.clear();
  });

  it('reports another failure in the error dialog', async () => {
    learning.data = summary(0);
    save.mockReturnValue({ unwrap: () => Promise.reject({ status: 500, data: { message: 'x' } }) });
    await render();
    await act(async () => byId('learn-settings-open')!.click());
    await act(async () => undefined);
    await act(async () => byId('learn-save')!.click());
    expect(showError).toHaveBeenCalled();
  });
});
