// Standalone development entry of the examiner remote (`nx run examiner:serve`): the shared harness mounts the
// remote's start screen (/m) and test screen (/t) the way the shell does.
import { EXAMINER } from '@portal/contracts';
import { startStandaloneRemote, type StandaloneRemoteOptions } from '@portal/family-kit/standalone';

void startStandaloneRemote({
  // the harness reads only the id, labels and routes, which every family definition has
  definition: EXAMINER as unknown as StandaloneRemoteOptions['definition'],
  load: () => import('./family'),
});
