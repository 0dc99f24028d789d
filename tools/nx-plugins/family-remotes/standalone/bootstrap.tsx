// Standalone development page of a family remote (`nx run <family>:serve`): the shared harness mounts the remote's
// Landing and Runner the way the shell does, with a developer sign-in page at /. Which family: __PORTAL_FAMILY__ and
// the `portal-family-remote` alias (its src/family.tsx), both set by ../webpack.config.js.
import { familyDefinition, type ExamFamilyId } from '@portal/contracts';
import { startStandaloneRemote } from '@portal/family-kit/standalone';

void startStandaloneRemote({
  definition: familyDefinition(__PORTAL_FAMILY__ as ExamFamilyId),
  load: () => import('portal-family-remote'),
});
