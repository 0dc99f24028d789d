// Per-topic answer rates over time (docs/api.md "Statistics", issue 27), in the staff session scope.
import type { ExamFamilyId, TopicRateBucket, TopicRates } from '@portal/contracts';
import { portalApi, STAFF_SESSION } from '@portal/api-client';

const topicRatesApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    topicRates: build.query<TopicRates, { family: ExamFamilyId; bucket: TopicRateBucket }>({
      query: ({ family, bucket }) => ({
        url: `/staff/statistics/families/${family}/topics`,
        params: { bucket },
        family: STAFF_SESSION,
      }),
    }),
  }),
});

export const { useTopicRatesQuery } = topicRatesApi;
