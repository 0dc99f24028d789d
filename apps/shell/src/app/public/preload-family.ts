import type { FamilyId } from '@portal/contracts';
import { loadFamilyRemote } from '@portal/federation';
import { loadApiClient } from './sign-in';

/**
 * Starts loading what the family's landing needs while the sign-in call is on its way (issue 30: no waterfall):
 * the portal (router, store, antd theme), the API client, the family's remoteEntry.js with its `./family` module
 * and then the landing's own chunk. Without it each of these waited for the one before, and all of them for the
 * sign-in's answer. Failures are left to the screens that need the code (a failed remote shows its boundary with
 * a retry, as without the preload).
 */
export function preloadFamily(family: FamilyId, loadPortal: () => Promise<unknown>): void {
  const quiet = () => undefined;
  void loadPortal().catch(quiet);
  void loadApiClient().catch(quiet);
  void loadFamilyRemote(family)
    .then((remote) => remote.preloadLanding?.())
    .catch(quiet);
}
