// Standalone development entry of the competition remote (`nx run competition:serve`): the shared harness mounts
// its start screen and test the way the shell does.
import { COMPETITION } from '@portal/contracts';
import { startStandaloneRemote, type StandaloneRemoteOptions } from '@portal/family-kit/standalone';

void startStandaloneRemote({
  // the harness only reads the id and routes, which every definition has
  definition: COMPETITION as unknown as StandaloneRemoteOptions['definition'],
  load: () => import('./family'),
});
