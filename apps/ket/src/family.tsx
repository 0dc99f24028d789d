// PLACEHOLDER written by the shell scaffold: the KET team replaces this file with the real remote.
// Contract (libs/federation): the default export is a FamilyRemote { family, Landing, Runner, i18n }.
import type { FamilyRemote } from '@portal/federation';

function Landing() {
  return <p>KET: the dashboard is not built yet.</p>;
}

function Runner() {
  return <p>KET: the test screen is not built yet.</p>;
}

const ket: FamilyRemote = {
  family: 'ket',
  Landing,
  Runner,
  i18n: { lt: {}, ru: {}, en: {} },
};

export default ket;
