// Standalone development entry of the Forklift remote (`nx run krautuvai:serve`): the shared harness mounts the remote's
// Landing and Runner the way the shell does, with a developer sign-in page at /.
import { KRAUTUVAI } from '@portal/contracts';
import { startStandaloneRemote } from '@portal/family-kit/standalone';

void startStandaloneRemote({ definition: KRAUTUVAI, load: () => import('./family') });
