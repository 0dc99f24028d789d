// Standalone development entry of the Hydraulic crane remote (`nx run hidro:serve`): the shared harness mounts the remote's
// Landing and Runner the way the shell does, with a developer sign-in page at /.
import { HIDRO } from '@portal/contracts';
import { startStandaloneRemote } from '@portal/family-kit/standalone';

void startStandaloneRemote({ definition: HIDRO, load: () => import('./family') });
