// Standalone development entry of the KET remote (`nx run ket:serve`): the shared harness mounts the remote's
// Landing and Runner the way the shell does, with a developer sign-in page at /.
import { startStandaloneRemote } from '@portal/family-kit/standalone';
import { KET_HOME_ROUTE, KET_RUNNER_ROUTE } from './app/config';

void startStandaloneRemote({
  family: 'ket',
  title: 'KET remote',
  homeRoute: KET_HOME_ROUTE,
  runnerRoute: KET_RUNNER_ROUTE,
  load: () => import('./family'),
});
