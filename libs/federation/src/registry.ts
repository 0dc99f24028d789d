import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { FamilyId, FamilyManifestEntry } from '@portal/contracts';
import { addNamespace, whenStringsLoaded } from '@portal/i18n';
import type { FamilyRemote, FamilyRemoteModule } from './remote-contract';

/**
 * The families of this deployment, as the shell registered them (from `GET /api/families`). Only enabled
 * families are here: a family the deployment does not offer has no remote and no routes.
 */
const registered = new Map<FamilyId, FamilyManifestEntry>();
/** One load per family: the same promise for every caller (React's `use` needs a stable promise). */
const loads = new Map<FamilyId, Promise<FamilyRemote>>();

/** The enabled families of a manifest, in manifest order. */
export function enabledFamilies(manifest: readonly FamilyManifestEntry[]): FamilyManifestEntry[] {
  return manifest.filter((entry) => entry.enabled && Boolean(entry.remoteEntry));
}

function toRemote(entry: FamilyManifestEntry) {
  return { name: entry.remoteName || entry.id, entry: entry.remoteEntry };
}

/**
 * Registers the remotes of the enabled families with the Module Federation runtime (`registerRemotes`, not
 * the deprecated `init`). Safe to call again: a family already registered with the same entry is left as it
 * is; one whose entry URL changed is re-registered (`force`), which also drops what the runtime cached.
 * Returns the registered entries.
 */
export function registerFamilyRemotes(manifest: readonly FamilyManifestEntry[]): FamilyManifestEntry[] {
  const fresh: FamilyManifestEntry[] = [];
  const changed: FamilyManifestEntry[] = [];
  for (const entry of enabledFamilies(manifest)) {
    const known = registered.get(entry.id);
    if (!known) fresh.push(entry);
    else if (known.remoteEntry !== entry.remoteEntry || known.remoteName !== entry.remoteName)
      changed.push(entry);
    registered.set(entry.id, entry);
  }
  if (fresh.length) registerRemotes(fresh.map(toRemote));
  if (changed.length) {
    for (const entry of changed) loads.delete(entry.id);
    registerRemotes(changed.map(toRemote), { force: true });
  }
  return [...registered.values()];
}

/** The manifest entry of a registered (enabled) family, or undefined. */
export function getFamilyEntry(family: FamilyId): FamilyManifestEntry | undefined {
  return registered.get(family);
}

/** Every registered family, in registration order. */
export function getRegisteredFamilies(): FamilyManifestEntry[] {
  return [...registered.values()];
}

function isFamilyRemote(value: unknown): value is FamilyRemote {
  const v = value as Partial<FamilyRemote> | null | undefined;
  return Boolean(v && typeof v === 'object' && v.family && v.Landing && v.Runner);
}

/**
 * Loads a family's `./family` module (`loadRemote('<remoteName>/family')`) once and caches the promise; its
 * strings are added under the family's namespace before it is returned. A failed load stays failed until
 * retryFamilyRemote (RemoteBoundary's retry button) forgets it.
 */
export function loadFamilyRemote(family: FamilyId): Promise<FamilyRemote> {
  const cached = loads.get(family);
  if (cached) return cached;
  const entry = registered.get(family);
  const load = (async () => {
    if (!entry) throw new Error(`Family "${family}" is not offered by this deployment`);
    const module = await loadRemote<FamilyRemoteModule | FamilyRemote>(
      `${entry.remoteName || entry.id}/family`,
    );
    const remote = (module as FamilyRemoteModule | null)?.default ?? module;
    if (!isFamilyRemote(remote))
      throw new Error(`Remote "${family}" does not expose a FamilyRemote as ./family`);
    // its strings (and the kit's, registered as its module loaded) in the language shown, before it renders
    if (remote.i18n) await addNamespace(remote.family, remote.i18n);
    await whenStringsLoaded();
    return remote;
  })();
  loads.set(family, load);
  // A failed load stays cached (React's `use` must see the same rejected promise, or it would load again in a
  // loop); retryFamilyRemote forgets it.
  load.catch(() => undefined);
  return load;
}

/**
 * Forgets a failed remote so the next load starts from scratch: the cached promise goes and the remote is
 * registered again with `force`, which makes the runtime drop its cached container and fetch remoteEntry.js
 * anew (a remote that failed once would otherwise stay failed until the page reloads).
 */
export function retryFamilyRemote(family: FamilyId): void {
  loads.delete(family);
  const entry = registered.get(family);
  if (entry) registerRemotes([toRemote(entry)], { force: true });
}

/** Test helper: forget every registration. */
export function resetFamilyRegistry(): void {
  registered.clear();
  loads.clear();
}
