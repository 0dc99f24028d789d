// What the login screen needs from @portal/api-client, behind a dynamic import (see public/sign-in.ts): the
// API client brings Redux and RTK Query, which the login screen does not load before the learner acts.
export { clearAllExceptLanguage, setSession } from '@portal/api-client';
