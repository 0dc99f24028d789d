import type { CSSProperties } from 'react';
import { useTranslation } from '@portal/i18n';

/**
 * The small mark beside a text the bank has no translation of in the language shown (`untranslated` of a question
 * lists it): the Lithuanian text is shown instead, and the learner is told so (common:untranslatedMark).
 */
export function UntranslatedMark({ style }: { style?: CSSProperties }) {
  const { t } = useTranslation('common');
  return (
    <span
      data-testid="untranslated-mark"
      style={{
        display: 'inline-block',
        fontSize: 12,
        fontWeight: 400,
        color: '#595959',
        fontStyle: 'italic',
        ...style,
      }}
    >
      ({t('untranslatedMark')})
    </span>
  );
}
