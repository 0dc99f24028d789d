import { LANGUAGES, type Language } from '@portal/contracts';
import { LANGUAGE_NATIVE_NAMES, setLanguage, toLanguage } from '@portal/i18n';
import { Select } from '@portal/ui/select';
import { useKitTranslation } from '../use-kit-translation';

/** Every portal language in its own name (lt, ru, en, uk, pl); the choice is global and remembered (the shell owns the language). */
export function LanguageSelect() {
  const { t, i18n } = useKitTranslation();
  const current = toLanguage(i18n.language);
  return (
    <Select<Language>
      aria-label={t('topBar.language')}
      data-testid="language-select"
      size="small"
      value={current}
      style={{ width: 128 }}
      onChange={(value) => void setLanguage(value)}
      options={LANGUAGES.map((lng) => ({
        value: lng,
        label: <span lang={lng}>{LANGUAGE_NATIVE_NAMES[lng]}</span>,
        title: LANGUAGE_NATIVE_NAMES[lng],
      }))}
    />
  );
}
