// Standalone development entry of the Code 95 remote (`nx run kodas:serve`): the shared harness mounts the remote's
// Landing and Runner the way the shell does, with a developer sign-in page at /.
import { KODAS } from '@portal/contracts';
import { startStandaloneRemote } from '@portal/family-kit/standalone';

void startStandaloneRemote({ definition: KODAS, load: () => import('./family') });
