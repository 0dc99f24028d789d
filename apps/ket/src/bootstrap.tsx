// Standalone development entry of the Driving theory remote (`nx run ket:serve`): the shared harness mounts the remote's
// Landing and Runner the way the shell does, with a developer sign-in page at /.
import { KET } from '@portal/contracts';
import { startStandaloneRemote } from '@portal/family-kit/standalone';

void startStandaloneRemote({ definition: KET, load: () => import('./family') });
