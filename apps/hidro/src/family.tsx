import { lazy } from 'react';
import type { FamilyRemote } from '@portal/federation';
import { hidroResources } from './i18n';

// Landing and Runner are separate chunks: the runner's code (and the demo set) load only on /testai-hidro.
const Landing = lazy(() => import(/* webpackChunkName: "hidro-landing" */ './app/landing'));
const Runner = lazy(() => import(/* webpackChunkName: "hidro-runner" */ './app/runner'));

/** The Hydraulic crane (hidro) remote (exposed as `hidro/family`): the landing at /hidro and the test screen at /testai-hidro. */
const hidro: FamilyRemote = { family: 'hidro', Landing, Runner, i18n: hidroResources };

export default hidro;
