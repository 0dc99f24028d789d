import { LANGUAGES, type Language } from '@portal/contracts';
import { setLanguage } from '@portal/i18n';
import { Select } from '@portal/ui/select';
import { useKitTranslation } from '../use-kit-translation';

/** lt / ru / en; the choice is global and remembered (the shell owns the language). */
export function LanguageSelect() {
  const { t, i18n } = useKitTranslation();
  const current = (LANGUAGES as readonly string[]).includes(i18n.language)
    ? (i18n.language as Language)
    : 'lt';
  return (
    <Select<Language>
      aria-label={t('topBar.language')}
      data-testid="language-select"
      size="small"
      value={current}
      style={{ width: 112 }}
      onChange={(value) => void setLanguage(value)}
      options={LANGUAGES.map((lng) => ({ value: lng, label: t(`languages.${lng}`) }))}
    />
  );
}
