import { use, type ReactNode } from 'react';
import type { FamilyId } from '@portal/contracts';
import { RemoteBoundary } from './remote-boundary';
import { loadFamilyRemote, retryFamilyRemote } from './registry';

export interface FamilyRemoteViewProps {
  family: FamilyId;
  /** Which of the remote's screens: its landing (dashboard), its test runner or its practice screen. */
  part: 'Landing' | 'Runner' | 'Practice';
  fallback?: ReactNode;
}

function RemotePart({ family, part }: FamilyRemoteViewProps) {
  const remote = use(loadFamilyRemote(family));
  // a remote built before the practice screen existed shows its landing at the practice route
  const Screen = remote[part] ?? remote.Landing;
  return <Screen />;
}

/**
 * Mounts a family remote's Landing or Runner (loaded with `loadRemote('<family>/family')`) inside a
 * RemoteBoundary whose retry button loads the remote again from scratch.
 */
export function FamilyRemoteView({ family, part, fallback }: FamilyRemoteViewProps) {
  return (
    <RemoteBoundary name={family} fallback={fallback} onRetry={() => retryFamilyRemote(family)}>
      <RemotePart family={family} part={part} />
    </RemoteBoundary>
  );
}
