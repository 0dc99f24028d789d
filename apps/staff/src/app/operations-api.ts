// Backups and learners' erasure requests (docs/api.md "Backups", "A learner's data"), injected into the portal's RTK
// Query API with the staff console's session scope.
import { portalApi, STAFF_SESSION } from '@portal/api-client';

export interface BackupRun {
  id: number;
  trigger: string;
  startedAt: string;
  finishedAt: string | null;
  outcome: 'running' | 'ok' | 'failed';
  path: string | null;
  sizeBytes: number | null;
  error: string | null;
}

export interface ErasureRequest {
  id: number;
  accountId: number;
  state: 'pending' | 'cancelled' | 'erased' | 'purged';
  requestedAt: string;
  dueAt: string;
  cancelledAt: string | null;
  erasedAt: string | null;
  purgedAt: string | null;
}

const operationsApi = portalApi
  .enhanceEndpoints({ addTagTypes: ['StaffBackups', 'StaffErasures'] })
  .injectEndpoints({
    endpoints: (build) => ({
      staffBackups: build.query<{ items: BackupRun[] }, void>({
        query: () => ({ url: '/staff/backups', family: STAFF_SESSION }),
        providesTags: ['StaffBackups'],
      }),
      startBackup: build.mutation<{ started: true }, void>({
        query: () => ({ url: '/staff/backups', method: 'POST', family: STAFF_SESSION }),
        invalidatesTags: ['StaffBackups'],
      }),
      staffErasures: build.query<{ items: ErasureRequest[] }, void>({
        query: () => ({ url: '/staff/erasure-requests', family: STAFF_SESSION }),
        providesTags: ['StaffErasures'],
      }),
      eraseNow: build.mutation<ErasureRequest, number>({
        query: (id) => ({
          url: `/staff/erasure-requests/${id}/erase`,
          method: 'POST',
          family: STAFF_SESSION,
        }),
        invalidatesTags: ['StaffErasures'],
      }),
    }),
  });

export const { useStaffBackupsQuery, useStartBackupMutation, useStaffErasuresQuery, useEraseNowMutation } =
  operationsApi;
