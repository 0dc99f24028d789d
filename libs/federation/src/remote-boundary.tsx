import { Component, Fragment, Suspense, type CSSProperties, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from '@portal/i18n';
import { ensureFederationStrings, FEDERATION_NS } from './strings';

export interface RemoteBoundaryProps {
  children: ReactNode;
  /** Which part of the portal this is (for the console), e.g. 'ket'. */
  name?: string;
  /**
   * Called when the learner presses "try again", before the children render again: forget whatever failed
   * (FamilyRemoteView passes retryFamilyRemote, which makes the next load fetch remoteEntry.js anew).
   */
  onRetry?: () => void;
  /** Shown while the part loads (Suspense); a small spinner by default. */
  fallback?: ReactNode;
  /** Replaces the default error panel. */
  renderError?: (error: Error, retry: () => void) => ReactNode;
}

interface State {
  error: Error | null;
  attempt: number;
}

/**
 * Error boundary + Suspense around a part of the portal that is loaded at run time (a family remote). When
 * the part cannot be loaded or throws while rendering, only this part shows 'this part of the portal could not
 * be loaded' with a retry button; the rest of the shell keeps working. Plain elements on purpose: the message
 * must not depend on loading anything else (the network may be what failed).
 */
export class RemoteBoundary extends Component<RemoteBoundaryProps, State> {
  override state: State = { error: null, attempt: 0 };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[portal] ${this.props.name ?? 'remote'} failed`, error, info.componentStack);
  }

  retry = (): void => {
    this.props.onRetry?.();
    this.setState((s) => ({ error: null, attempt: s.attempt + 1 }));
  };

  override render(): ReactNode {
    const { error, attempt } = this.state;
    if (error) {
      return this.props.renderError ? (
        this.props.renderError(error, this.retry)
      ) : (
        <RemoteFailed onRetry={this.retry} />
      );
    }
    return (
      <Suspense fallback={this.props.fallback ?? <RemoteLoading />}>
        {/* a new key remounts the children, so lazy parts load again after a retry */}
        <Fragment key={attempt}>{this.props.children}</Fragment>
      </Suspense>
    );
  }
}

const panel: CSSProperties = {
  maxWidth: 520,
  margin: '48px auto',
  padding: '28px 24px',
  textAlign: 'center',
  fontFamily: 'inherit',
  color: 'rgba(0,0,0,0.88)',
  background: '#fff',
  border: '1px solid #f0f0f0',
  borderRadius: 8,
  boxShadow: '0 1px 2px rgba(0,0,0,0.04)',
};
const button: CSSProperties = {
  font: 'inherit',
  fontSize: 15,
  padding: '8px 20px',
  minHeight: 40,
  color: '#fff',
  background: '#1f6fb2',
  border: 'none',
  borderRadius: 6,
  cursor: 'pointer',
};

/** The default panel of a failed part: translated message and a retry button. */
export function RemoteFailed({ onRetry }: { onRetry: () => void }) {
  ensureFederationStrings();
  const { t } = useTranslation(FEDERATION_NS);
  return (
    <div role="alert" style={panel} data-testid="remote-failed">
      <div aria-hidden="true" style={{ fontSize: 32, lineHeight: 1, marginBottom: 12, color: '#d46b08' }}>
        ⚠
      </div>
      <p style={{ fontSize: 17, fontWeight: 600, margin: '0 0 8px' }}>{t('failedTitle')}</p>
      <p style={{ margin: '0 0 20px', color: 'rgba(0,0,0,0.6)' }}>{t('failedHint')}</p>
      <button type="button" style={button} onClick={onRetry}>
        {t('retry')}
      </button>
      <p style={{ margin: '16px 0 0' }}>
        <a href="/" style={{ color: '#1f6fb2' }}>
          {t('home')}
        </a>
      </p>
    </div>
  );
}

/** A quiet loading indicator (shown only if loading takes a moment). */
export function RemoteLoading() {
  ensureFederationStrings();
  const { t } = useTranslation(FEDERATION_NS);
  return (
    <div
      role="status"
      aria-live="polite"
      style={{ padding: 48, textAlign: 'center', color: 'rgba(0,0,0,0.45)' }}
    >
      {t('loading')}
    </div>
  );
}
