// Standalone development entry of the Tractor remote (`nx run tractor:serve`): the shared harness mounts the remote's
// Landing and Runner the way the shell does, with a developer sign-in page at /.
import { TRACTOR } from '@portal/contracts';
import { startStandaloneRemote } from '@portal/family-kit/standalone';

void startStandaloneRemote({ definition: TRACTOR, load: () => import('./family') });
