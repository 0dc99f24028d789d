import { lazy } from 'react';
import type { FamilyRemote } from '@portal/federation';
import { tractorResources } from './i18n';

// Landing and Runner are separate chunks: the runner's code (and the demo set) load only on /testai-tractor.
const Landing = lazy(() => import(/* webpackChunkName: "tractor-landing" */ './app/landing'));
const Runner = lazy(() => import(/* webpackChunkName: "tractor-runner" */ './app/runner'));

/** The Tractor remote (exposed as `tractor/family`): the landing at /tractor and the test screen at /testai-tractor. */
const tractor: FamilyRemote = { family: 'tractor', Landing, Runner, i18n: tractorResources };

export default tractor;
