/** @jest-environment jsdom */
// The exam language on the landing (issue 28): the school's languages by their own names, the choice saved, a
// refused one (400 naming `language`) said in the learner's language; the mock test button names the language.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { i18n, initI18n, setLanguage } from '@portal/i18n';
import { ExamLanguageCard } from './exam-language-card';
import { CategorySelector } from './category-selector';

const me = { data: undefined as unknown, isFetching: false };
const save = jest.fn();
const categories = {
  data: [{ value: 'B', viewValue: 'B', lt: 'B', disabled: false }],
  isLoading: false,
  isFetching: false,
  error: undefined,
  refetch: jest.fn(),
};
jest.mock('@portal/api-client', () => ({
  errorDetail: jest.requireActual('../../../api-client/src/error-detail').errorDetail,
  fieldErrors: jest.requireActual('../../../api-client/src/error-detail').fieldErrors,
  useFamilyMeQuery: () => me,
  useFamilyExamLanguageMutation: () => [save, { isLoading: false }],
  useFamilyCategoriesQuery: () => categories,
}));

describe('the exam language on the landing', () => {
  let host: HTMLDivElement;
  let root: Root;
  beforeAll(async () => {
    await initI18n('lt');
  });
  beforeEach(() => {
    save.mockReset();
    host = document.createElement('div');
    document.body.appendChild(host);
    root = createRoot(host);
  });
  afterEach(() => {
    act(() => root.unmount());
    host.remove();
  });
  const byId = (id: string) => document.body.querySelector(`[data-testid="${id}"]`) as HTMLElement | null;

  it('shows nothing when the API offers no exam languages', async () => {
    me.data = { id: 1, name: 'A' };
    await act(async () => root.render(<ExamLanguageCard />));
    expect(byId('exam-language-card')).toBeNull();
  });

  it('shows the chosen language by its own name, and a refused choice in the learner language', async () => {
    await setLanguage('uk');
    me.data = { id: 1, name: 'A', examLanguage: 'pl', examLanguages: ['lt', 'en', 'uk', 'pl'] };
    save.mockReturnValue({
      unwrap: () =>
        Promise.reject({ status: 400, data: { fields: [{ field: 'language', message: 'not offered' }] } }),
    });
    await act(async () => root.render(<ExamLanguageCard />));
    expect(byId('exam-language-card')?.textContent).toContain('Мова іспиту');
    const select = byId('exam-language-select') as HTMLSelectElement;
    expect(select.selectedOptions[0].textContent).toBe('Polski');
    await act(async () => {
      select.value = 'uk';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(save).toHaveBeenCalledWith('uk');
    expect(byId('exam-language-error')?.textContent).toContain('Школа не пропонує цієї мови іспиту.');
    await setLanguage('lt');
  });

  it('offers the mock test in the exam language, named in its own language', async () => {
    const onBegin = jest.fn();
    await act(async () => root.render(<CategorySelector onBegin={onBegin} examLanguage="uk" />));
    const select = byId('category-select') as HTMLSelectElement;
    await act(async () => {
      select.value = 'B';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(byId('begin-exam-language')?.textContent).toBe('Bandomasis testas: Українська');
    await act(async () => byId('begin-exam-language')!.click());
    expect(onBegin).toHaveBeenCalledWith('B', 'uk');
    expect(i18n.language).toBe('lt');
  });
});
