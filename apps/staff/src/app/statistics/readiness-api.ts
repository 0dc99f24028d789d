// Readiness calls of the statistics tab (issue 27, docs/api.md "Readiness"), in the staff session scope: the
// family's calibration (reliability chart, Brier score; optionally of the tests started within a date range) and the learners' readiness list with its counts.
import type {
  ExamFamilyId,
  StaffCalibration,
  StaffCalibrationQuery,
  StaffReadiness,
  StaffReadinessQuery,
} from '@portal/contracts';
import { portalApi, STAFF_SESSION } from '@portal/api-client';

const readinessApi = portalApi.enhanceEndpoints({ addTagTypes: ['Readiness'] }).injectEndpoints({
  endpoints: (build) => ({
    staffCalibration: build.query<StaffCalibration, { family: ExamFamilyId } & StaffCalibrationQuery>({
      query: ({ family, from, to }) => ({
        url: `/staff/${family}/calibration`,
        params: { ...(from ? { from } : {}), ...(to ? { to } : {}) },
        family: STAFF_SESSION,
      }),
      providesTags: ['Readiness'],
    }),
    staffReadiness: build.query<StaffReadiness, { family: ExamFamilyId } & StaffReadinessQuery>({
      query: ({ family, ...query }) => ({
        url: `/staff/${family}/readiness`,
        params: Object.fromEntries(
          Object.entries(query)
            .filter(([, v]) => v !== undefined)
            .map(([k, v]) => [k, String(v)]),
        ),
        family: STAFF_SESSION,
      }),
      providesTags: ['Readiness'],
    }),
  }),
});

export const { useStaffCalibrationQuery, useStaffReadinessQuery } = readinessApi;
