// The deployment switches' calls (docs/api.md "Deployment switches"), injected into the portal's RTK Query API with
// the staff console's session scope.
import type { DeploymentSwitch } from '@portal/contracts';
import { portalApi, STAFF_SESSION } from '@portal/api-client';

const switchesApi = portalApi.enhanceEndpoints({ addTagTypes: ['StaffSwitches'] }).injectEndpoints({
  endpoints: (build) => ({
    staffSwitches: build.query<DeploymentSwitch[], void>({
      query: () => ({ url: '/staff/switches', family: STAFF_SESSION }),
      providesTags: ['StaffSwitches'],
    }),
    setSwitch: build.mutation<DeploymentSwitch, { name: string; enabled: boolean }>({
      query: ({ name, enabled }) => ({
        url: `/staff/switches/${encodeURIComponent(name)}`,
        method: 'PUT',
        body: { enabled },
        family: STAFF_SESSION,
      }),
      // the manifest changes too (the login screen's families)
      invalidatesTags: ['StaffSwitches'],
    }),
  }),
});

export const { useStaffSwitchesQuery, useSetSwitchMutation } = switchesApi;
