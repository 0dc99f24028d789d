import { use, type ComponentType, type ReactNode } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { StaffConsoleManifest } from '@portal/contracts';
import { whenStringsLoaded } from '@portal/i18n';
import { RemoteBoundary } from './remote-boundary';

/**
 * The staff console: a remote of its own (not a family), named by `GET /api/families` `staff`. It exposes
 * `./console`, whose default export is the component the shell mounts at the manifest's route (it registers its
 * own strings, namespace 'staff').
 */
export interface StaffConsoleModule {
  default: ComponentType;
}

/** The exposed module the shell loads: `<remoteName>/console`. */
export const STAFF_CONSOLE_EXPOSE = 'console';

let registered: StaffConsoleManifest | null = null;
let load: Promise<ComponentType> | null = null;

function toRemote(entry: StaffConsoleManifest) {
  return { name: entry.remoteName || 'staff', entry: entry.remoteEntry };
}

/**
 * Registers the staff console's remote with the Module Federation runtime (nothing is fetched until it is
 * loaded). A missing or incomplete manifest entry (an older API) registers nothing. Safe to call again; a changed
 * entry URL is registered anew (`force`).
 */
export function registerStaffConsole(
  entry: StaffConsoleManifest | null | undefined,
): StaffConsoleManifest | null {
  if (!entry?.remoteEntry || !entry.route) return registered;
  const changed =
    registered &&
    (registered.remoteEntry !== entry.remoteEntry || registered.remoteName !== entry.remoteName);
  if (!registered || changed) {
    load = null;
    registerRemotes([toRemote(entry)], changed ? { force: true } : undefined);
  }
  registered = entry;
  return registered;
}

export function getStaffConsoleEntry(): StaffConsoleManifest | null {
  return registered;
}

/** Loads `staff/console` once (the same promise for every caller, as React's `use` needs). */
export function loadStaffConsole(): Promise<ComponentType> {
  if (load) return load;
  const entry = registered;
  load = (async () => {
    if (!entry) throw new Error('The staff console is not offered by this deployment');
    const module = await loadRemote<StaffConsoleModule>(
      `${entry.remoteName || 'staff'}/${STAFF_CONSOLE_EXPOSE}`,
    );
    const Console = module?.default;
    if (!Console || (typeof Console !== 'function' && typeof Console !== 'object'))
      throw new Error('The staff remote does not expose a component as ./console');
    // the strings the console registered as it loaded, in the language shown (no Lithuanian flash)
    await whenStringsLoaded();
    return Console;
  })();
  load.catch(() => undefined);
  return load;
}

/** Forgets a failed load and registers the remote again with `force`, so the retry fetches remoteEntry.js anew. */
export function retryStaffConsole(): void {
  load = null;
  if (registered) registerRemotes([toRemote(registered)], { force: true });
}

/** Test helper. */
export function resetStaffConsole(): void {
  registered = null;
  load = null;
}

function StaffConsolePart() {
  const Console = use(loadStaffConsole());
  // eslint-disable-next-line react-hooks/static-components -- one cached load: the same component every render
  return <Console />;
}

/** The staff console from its remote, inside a RemoteBoundary whose retry loads the remote from scratch. */
export function StaffConsoleView({ fallback }: { fallback?: ReactNode }) {
  return (
    <RemoteBoundary name="staff" fallback={fallback} onRetry={retryStaffConsole}>
      <StaffConsolePart />
    </RemoteBoundary>
  );
}
