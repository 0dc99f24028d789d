import { LANGUAGES, type Language } from '@portal/contracts';
import { setLanguage, useTranslation } from '@portal/i18n';

/** lt (default) / ru / en: the whole screen switches at once, and the choice is remembered (global, not per family). */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation(['shell', 'common']);
  const current = (i18n.resolvedLanguage ?? i18n.language) as Language;
  return (
    <div className="shell-lang" role="group" aria-label={t('shell:language')}>
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          className="shell-lang__option"
          aria-pressed={current === language}
          aria-label={`${language.toUpperCase()} – ${t(`common:language.${language}`)}`}
          title={t(`common:language.${language}`)}
          onClick={() => void setLanguage(language)}
        >
          {language.toUpperCase()}
        </button>
      ))}
    </div>
  );
}
