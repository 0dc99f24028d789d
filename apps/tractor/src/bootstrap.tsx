// Standalone development entry of the Tractor remote (`nx run tractor:serve`): the shared harness mounts the remote's
// Landing and Runner the way the shell does, with a developer sign-in page at /.
import { startStandaloneRemote } from '@portal/family-kit/standalone';
import { TRACTOR_HOME_ROUTE, TRACTOR_RUNNER_ROUTE } from './app/config';

void startStandaloneRemote({
  family: 'tractor',
  title: 'Tractor remote',
  homeRoute: TRACTOR_HOME_ROUTE,
  runnerRoute: TRACTOR_RUNNER_ROUTE,
  load: () => import('./family'),
});
