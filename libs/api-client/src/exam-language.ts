import { useCallback } from 'react';
import type { AuthUser, ExamLanguageRequest, ExamLanguageResponse, Language } from '@portal/contracts';
import { useGetMeQuery } from './endpoints';
import { useFamilyClient } from './family-client-context';
import { portalApi, type FamilyArg } from './portal-api';

/**
 * The language a learner will sit the theory exam in (issue 28): `GET /api/auth/me` gives the learner's choice and
 * the languages the school offers (`examLanguage`, `examLanguages`, optional: an API without them shows no
 * choice); `PUT /api/me/exam-language` saves it (`null` clears it).
 */
export type MeWithExamLanguage = AuthUser;

export const examLanguageApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    setExamLanguage: build.mutation<ExamLanguageResponse, FamilyArg & ExamLanguageRequest>({
      query: ({ family, language }) => ({
        url: '/me/exam-language',
        method: 'PUT',
        body: { language },
        family,
      }),
      invalidatesTags: ['Me'],
    }),
  }),
});

/** The signed-in learner of the nearest family, fresh from the API (with the exam-language fields). */
export function useFamilyMeQuery(options: { skip?: boolean } = {}) {
  const { family } = useFamilyClient();
  const result = useGetMeQuery({ family }, options);
  return { ...result, data: result.data as MeWithExamLanguage | undefined };
}

export function useFamilyExamLanguageMutation() {
  const { family } = useFamilyClient();
  const [trigger, state] = examLanguageApi.useSetExamLanguageMutation();
  const save = useCallback((language: Language | null) => trigger({ family, language }), [trigger, family]);
  return [save, state] as const;
}
