import { lazy } from 'react';
import type { FamilyRemote } from '@portal/federation';
import { kodasResources } from './i18n';

// Landing and Runner are separate chunks: the runner's code (and the demo set) load only on /testai-kodas.
const Landing = lazy(() => import(/* webpackChunkName: "kodas-landing" */ './app/landing'));
const Runner = lazy(() => import(/* webpackChunkName: "kodas-runner" */ './app/runner'));

/** The Code 95 remote (exposed as `kodas/family`): the landing at /kodas and the test screen at /testai-kodas. */
const kodas: FamilyRemote = { family: 'kodas', Landing, Runner, i18n: kodasResources };

export default kodas;
