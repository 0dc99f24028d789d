import { lazy } from 'react';
import type { FamilyRemote } from '@portal/federation';
import { krautuvaiResources } from './i18n';

// Landing and Runner are separate chunks: the runner's code (and the demo set) load only on /testai-krautuvai.
const Landing = lazy(() => import(/* webpackChunkName: "krautuvai-landing" */ './app/landing'));
const Runner = lazy(() => import(/* webpackChunkName: "krautuvai-runner" */ './app/runner'));

/** The Forklift (krautuvai) remote (exposed as `krautuvai/family`): the landing at /krautuvai and the test screen at /testai-krautuvai. */
const krautuvai: FamilyRemote = { family: 'krautuvai', Landing, Runner, i18n: krautuvaiResources };

export default krautuvai;
