import { LANGUAGES } from '@portal/contracts';
import { LANGUAGE_NATIVE_NAMES, setLanguage, toLanguage, useTranslation } from '@portal/i18n';

/** Every portal language (lt the default), each named in its own language: the whole screen switches at once, and the choice is remembered (global, not per family). */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation(['shell', 'common']);
  const current = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  return (
    <div className="shell-lang" role="group" aria-label={t('shell:language')}>
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          className="shell-lang__option"
          aria-pressed={current === language}
          aria-label={`${language.toUpperCase()} – ${LANGUAGE_NATIVE_NAMES[language]}`}
          title={LANGUAGE_NATIVE_NAMES[language]}
          onClick={() => void setLanguage(language)}
        >
          {language.toUpperCase()}
        </button>
      ))}
    </div>
  );
}
