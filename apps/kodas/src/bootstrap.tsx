// Standalone development entry of the Code 95 (kodas) remote (`nx run kodas:serve`): the shared harness mounts the remote's
// Landing and Runner the way the shell does, with a developer sign-in page at /.
import { startStandaloneRemote } from '@portal/family-kit/standalone';
import { KODAS_HOME_ROUTE, KODAS_RUNNER_ROUTE } from './app/config';

void startStandaloneRemote({
  family: 'kodas',
  title: 'Code 95 (kodas) remote',
  homeRoute: KODAS_HOME_ROUTE,
  runnerRoute: KODAS_RUNNER_ROUTE,
  load: () => import('./family'),
});
