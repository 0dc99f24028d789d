// Standalone development entry of the Hydraulic crane (hidro) remote (`nx run hidro:serve`): the shared harness mounts the remote's
// Landing and Runner the way the shell does, with a developer sign-in page at /.
import { startStandaloneRemote } from '@portal/family-kit/standalone';
import { HIDRO_HOME_ROUTE, HIDRO_RUNNER_ROUTE } from './app/config';

void startStandaloneRemote({
  family: 'hidro',
  title: 'Hydraulic crane (hidro) remote',
  homeRoute: HIDRO_HOME_ROUTE,
  runnerRoute: HIDRO_RUNNER_ROUTE,
  load: () => import('./family'),
});
