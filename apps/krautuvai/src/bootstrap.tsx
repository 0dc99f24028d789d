// Standalone development entry of the Forklift depot (krautuvai) remote (`nx run krautuvai:serve`): the shared harness mounts the remote's
// Landing and Runner the way the shell does, with a developer sign-in page at /.
import { startStandaloneRemote } from '@portal/family-kit/standalone';
import { KRAUTUVAI_HOME_ROUTE, KRAUTUVAI_RUNNER_ROUTE } from './app/config';

void startStandaloneRemote({
  family: 'krautuvai',
  title: 'Forklift depot (krautuvai) remote',
  homeRoute: KRAUTUVAI_HOME_ROUTE,
  runnerRoute: KRAUTUVAI_RUNNER_ROUTE,
  load: () => import('./family'),
});
