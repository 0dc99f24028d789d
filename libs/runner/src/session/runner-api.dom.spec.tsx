/** @jest-environment jsdom */
// The one runner API of every kind of test (issue 23): the family's own test calls, the kind's start body, its token
// keeping and its end hook; the API hooks replaced by recorders.
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import type { EndTestResponse } from '@portal/contracts';
import { useTestApi, type RunnerApi, type TestApiOptions } from './runner-api';

const calls: { name: string; args: unknown }[] = [];
const answers: Record<string, unknown> = {};
// A declaration (hoisted): the mocked module is built when the hook module is imported, before the constants.
function hook(name: string) {
  return () => [
    (args: unknown) => {
      calls.push({ name, args });
      return { unwrap: () => Promise.resolve(answers[name]) };
    },
    { isLoading: false },
  ];
}
const familyToken: string[] = [];

jest.mock('@portal/api-client', () => ({
  // the family client of the competition remote (FamilyClientProvider family="competition")
  useFamilyClient: () => ({
    family: 'competition',
    testToken: { set: (t: string) => familyToken.push(t), clear: () => familyToken.push('cleared') },
  }),
  useFamilyStartTestMutation: hook('start'),
  useFamilySaveTestMutation: hook('save'),
  useFamilyEndTestMutation: hook('end'),
  useFamilyTestTextsMutation: hook('texts'),
  useFamilyAskQuestionMutation: hook('ask'),
}));

/** The API a component gets from useTestApi with these options, after one render. */
async function apiWith(options?: TestApiOptions): Promise<RunnerApi> {
  let api: RunnerApi | null = null;
  function Probe() {
    api = useTestApi(options);
    return null;
  }
  const root = createRoot(document.createElement('div'));
  await act(async () => root.render(<Probe />));
  return api!;
}

beforeEach(() => {
  calls.length = 0;
  familyToken.length = 0;
});

it("by default: the learner's start body, the family client's token, questions to staff", async () => {
  const api = await apiWith();
  await api.start({ kate: 'B', language: 'ru' });
  await api.ask({ id: 1, klausimas: 'Kodėl?', jwt: 't' });
  api.setToken('jwt-1');
  api.clearToken();
  expect(calls).toEqual([
    { name: 'start', args: { kate: 'B', language: 'ru' } },
    { name: 'ask', args: { id: 1, klausimas: 'Kodėl?', jwt: 't' } },
  ]);
  expect(familyToken).toEqual(['jwt-1', 'cleared']);
});

it("a kind's own start body, token keeping and end hook; save, texts and end are the same calls", async () => {
  const kept: string[] = [];
  const ended: EndTestResponse[] = [];
  answers.end = { atsakymai: [], comments: [], result: { correct: 1 }, askedQuestionId: null };
  const api = await apiWith({
    startBody: ({ language }) => ({
      person: { name: 'Ona Ona', gdata: '2000-01-01' },
      egzamin: true,
      language,
    }),
    onEnd: (answer) => ended.push(answer),
    token: { set: (t) => kept.push(t), clear: () => kept.push('cleared') },
    askStaff: false,
  });
  await api.start({ kate: 'contest', language: 'lt' });
  await api.save({ ch: [['1']], test: 'tok' });
  await api.texts?.({ test: 'tok', languages: ['uk'] });
  const answer = await api.end({ ch: [['1']], test: 'tok' });
  api.setToken('tok');
  await expect(api.ask({ id: 1, klausimas: 'x', jwt: 'tok' })).rejects.toThrow(/no questions to staff/);
  expect(calls).toEqual([
    {
      name: 'start',
      args: { person: { name: 'Ona Ona', gdata: '2000-01-01' }, egzamin: true, language: 'lt' },
    },
    { name: 'save', args: { ch: [['1']], test: 'tok' } },
    // the texts in other languages (issue 30): the same call for every kind
    { name: 'texts', args: { test: 'tok', languages: ['uk'] } },
    { name: 'end', args: { ch: [['1']], test: 'tok' } },
  ]);
  expect(ended).toEqual([answer]);
  expect(kept).toEqual(['tok']);
  expect(familyToken).toEqual([]);
});
