import { lazy } from 'react';
import type { FamilyRemote } from '@portal/federation';
import { ketResources } from './i18n';

// Landing and Runner are separate chunks: the runner's code (and the demo set) load only on /testai.
const Landing = lazy(() => import(/* webpackChunkName: "ket-landing" */ './app/landing'));
const Runner = lazy(() => import(/* webpackChunkName: "ket-runner" */ './app/runner'));

/** The KET remote (exposed as `ket/family`): the dashboard at /home and the test screen at /testai. */
const ket: FamilyRemote = { family: 'ket', Landing, Runner, i18n: ketResources };

export default ket;
