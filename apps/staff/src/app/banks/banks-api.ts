// Question banks and statistics calls (docs/api.md "Question banks", "Statistics"), in the staff session scope.
import type {
  BankCategoryInput,
  BankFormat,
  BankImageUpload,
  BankImportReport,
  BankImportRequest,
  BankQuestionInput,
  BankQuestionsQuery,
  BranchLearners,
  BankFamilyId,
  ExamFamilyId,
  FamilyStatistics,
  Page,
  PageQuery,
  QuestionStatistics,
  StaffBankCategory,
  StaffBankQuestion,
  StaffBankSummary,
  StatisticsQuery,
} from '@portal/contracts';
import { portalApi, STAFF_SESSION } from '@portal/api-client';

type FamilyArg<T> = { family: BankFamilyId } & T;

/** Query parameters without the empty ones. */
function params(query: object): Record<string, string> {
  return Object.fromEntries(
    Object.entries(query)
      .filter(([, v]) => v !== undefined && v !== '' && v !== null)
      .map(([k, v]) => [k, String(v)]),
  );
}

const banksApi = portalApi
  .enhanceEndpoints({ addTagTypes: ['BankQuestions', 'BankCategories', 'Statistics'] })
  .injectEndpoints({
    endpoints: (build) => ({
      // every bank with its question count and how many are translated per language (the coverage tags)
      bankSummaries: build.query<StaffBankSummary[], void>({
        query: () => ({ url: '/staff/banks', family: STAFF_SESSION }),
        providesTags: ['BankQuestions'],
      }),
      bankQuestions: build.query<Page<StaffBankQuestion>, FamilyArg<BankQuestionsQuery>>({
        query: ({ family, ...query }) => ({
          url: `/staff/banks/${family}/questions`,
          params: params(query),
          family: STAFF_SESSION,
        }),
        providesTags: ['BankQuestions'],
      }),
      saveBankQuestion: build.mutation<
        StaffBankQuestion,
        FamilyArg<{ id?: number; body: BankQuestionInput }>
      >({
        query: ({ family, id, body }) => ({
          url: `/staff/banks/${family}/questions${id ? `/${id}` : ''}`,
          method: id ? 'PUT' : 'POST',
          body,
          family: STAFF_SESSION,
        }),
        invalidatesTags: ['BankQuestions', 'BankCategories'],
      }),
      setQuestionRetired: build.mutation<StaffBankQuestion, FamilyArg<{ id: number; retired: boolean }>>({
        query: ({ family, id, retired }) => ({
          url: `/staff/banks/${family}/questions/${id}/retired`,
          method: 'POST',
          body: { retired },
          family: STAFF_SESSION,
        }),
        invalidatesTags: ['BankQuestions', 'BankCategories'],
      }),
      bankCategories: build.query<StaffBankCategory[], { family: BankFamilyId }>({
        query: ({ family }) => ({ url: `/staff/banks/${family}/categories`, family: STAFF_SESSION }),
        providesTags: ['BankCategories'],
      }),
      saveBankCategory: build.mutation<
        StaffBankCategory,
        FamilyArg<{ id?: number; body: BankCategoryInput }>
      >({
        query: ({ family, id, body }) => ({
          url: `/staff/banks/${family}/categories${id ? `/${id}` : ''}`,
          method: id ? 'PUT' : 'POST',
          body,
          family: STAFF_SESSION,
        }),
        invalidatesTags: ['BankCategories'],
      }),
      uploadBankImage: build.mutation<BankImageUpload, FamilyArg<{ file: File }>>({
        query: ({ family, file }) => {
          const body = new FormData();
          body.append('file', file);
          return { url: `/staff/banks/${family}/images`, method: 'POST', body, family: STAFF_SESSION };
        },
      }),
      importBank: build.mutation<BankImportReport, FamilyArg<BankImportRequest>>({
        query: ({ family, ...body }) => ({
          url: `/staff/banks/${family}/import`,
          method: 'POST',
          body,
          family: STAFF_SESSION,
        }),
        invalidatesTags: ['BankQuestions', 'BankCategories'],
      }),
      exportBank: build.mutation<string, FamilyArg<{ format: BankFormat }>>({
        query: ({ family, format }) => ({
          url: `/staff/banks/${family}/export`,
          params: { format },
          responseHandler: 'text',
          family: STAFF_SESSION,
        }),
      }),
      familyStatistics: build.query<FamilyStatistics, StatisticsQuery>({
        query: ({ family, ...query }) => ({
          url: `/staff/statistics/families/${family}`,
          params: params(query),
          family: STAFF_SESSION,
        }),
        providesTags: ['Statistics'],
      }),
      questionStatistics: build.query<Page<QuestionStatistics>, StatisticsQuery & PageQuery>({
        query: ({ family, ...query }) => ({
          url: `/staff/statistics/families/${family}/questions`,
          params: params(query),
          family: STAFF_SESSION,
        }),
        providesTags: ['Statistics'],
      }),
      branchStatistics: build.query<BranchLearners[], { family?: ExamFamilyId }>({
        query: (query) => ({
          url: '/staff/statistics/branches',
          params: params(query),
          family: STAFF_SESSION,
        }),
        providesTags: ['Statistics'],
      }),
    }),
  });

export const {
  useBankSummariesQuery,
  useBankQuestionsQuery,
  useSaveBankQuestionMutation,
  useSetQuestionRetiredMutation,
  useBankCategoriesQuery,
  useSaveBankCategoryMutation,
  useUploadBankImageMutation,
  useImportBankMutation,
  useExportBankMutation,
  useFamilyStatisticsQuery,
  useQuestionStatisticsQuery,
  useBranchStatisticsQuery,
} = banksApi;
