import type { ActivationRequestOutcome } from '@portal/contracts';
import { i18n } from '@portal/i18n';
import { Alert } from '@portal/ui';
import { ensureFamilyKitI18n, FAMILY_KIT_NS } from '../i18n';
import { useKitTranslation } from '../use-kit-translation';
import strings from './request-outcome.json';

/**
 * This component loads only when there is an outcome to show (a lazy chunk): its strings come with it, not with the
 * landing. They join the kit's namespace once it exists.
 */
function ensureOutcomeStrings(): void {
  ensureFamilyKitI18n();
  if (!i18n.isInitialized || i18n.hasResourceBundle('lt', FAMILY_KIT_NS) === false) return;
  if (i18n.getResource('lt', FAMILY_KIT_NS, 'requestOutcome.granted')) return;
  for (const [language, texts] of Object.entries(strings))
    i18n.addResourceBundle(language, FAMILY_KIT_NS, { requestOutcome: texts }, true, false);
}

/**
 * The learner's latest request: waiting ("sent on …, waiting for the school's answer"), or its outcome, e.g. "Your
 * request was granted: +40 tests, valid until …".
 */
export function RequestOutcomeNotice({ outcome }: { outcome: ActivationRequestOutcome }) {
  ensureOutcomeStrings();
  const { t } = useKitTranslation();
  if (outcome.outcome === 'pending')
    return (
      <Alert
        type="info"
        showIcon
        role="status"
        data-testid="request-outcome"
        data-outcome="pending"
        title={t('requestOutcome.pending', { date: outcome.sentAt.slice(0, 10) })}
      />
    );
  const granted = outcome.outcome === 'granted';
  const details = granted
    ? [
        outcome.tests > 0 ? t('requestOutcome.grantedTests', { tests: outcome.tests }) : null,
        outcome.validTo ? t('requestOutcome.grantedUntil', { date: outcome.validTo }) : null,
      ].filter(Boolean)
    : [];
  const title = `${t(granted ? 'requestOutcome.granted' : 'requestOutcome.dismissed')}${
    details.length ? `: ${details.join(', ')}` : ''
  }`;
  return (
    <Alert
      type={granted ? 'success' : 'warning'}
      showIcon
      closable
      role="status"
      data-testid="request-outcome"
      data-outcome={outcome.outcome}
      title={title}
      description={outcome.note ? t('requestOutcome.note', { note: outcome.note }) : undefined}
    />
  );
}
