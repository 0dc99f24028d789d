import { useState } from 'react';
import type { Language } from '@portal/contracts';
import { fieldErrors, useFamilyExamLanguageMutation, useFamilyMeQuery } from '@portal/api-client';
import { LANGUAGE_NATIVE_NAMES } from '@portal/i18n';
import { Alert, Card, Flex, NativeSelect, Typography } from '@portal/ui';
import { useKitTranslation } from '../use-kit-translation';
import { useErrorDialog } from './use-error-dialog';

/**
 * The language the learner will sit the theory exam in (issue 28): a select of the school's exam languages
 * (`examLanguages` of GET /api/auth/me), saved on the account with PUT /api/me/exam-language. Nothing is shown when
 * the API offers no exam languages (an older API). A refused choice (400) is said in the learner's language.
 */
export function ExamLanguageCard() {
  const { t } = useKitTranslation();
  const me = useFamilyMeQuery();
  const [save, saving] = useFamilyExamLanguageMutation();
  const [refused, setRefused] = useState(false);
  const showError = useErrorDialog();
  const offered = me.data?.examLanguages ?? [];
  if (!offered.length) return null;
  const current = me.data?.examLanguage ?? undefined;

  const choose = async (language: Language) => {
    setRefused(false);
    try {
      await save(language).unwrap();
    } catch (error) {
      // a language the school does not offer: the API names the field; anything else goes to the error dialog
      if (fieldErrors(error).some((f) => f.field === 'language')) setRefused(true);
      else showError(error);
    }
  };

  return (
    <Card title={t('examLanguage.title')} data-testid="exam-language-card" style={{ flex: '1 1 320px' }}>
      <Flex vertical gap={8}>
        <Typography.Text type="secondary" id="exam-language-hint">
          {t('examLanguage.hint')}
        </Typography.Text>
        {/* a native select, as the category's: antd's Select would add 25 KB to the way to the first question */}
        <NativeSelect
          aria-label={t('examLanguage.title')}
          aria-describedby="exam-language-hint"
          aria-busy={saving.isLoading}
          data-testid="exam-language-select"
          placeholder={t('examLanguage.placeholder')}
          value={current}
          disabled={saving.isLoading}
          onChange={(language) => void choose(language as Language)}
          style={{ maxWidth: 260 }}
          options={offered.map((language) => ({ value: language, label: LANGUAGE_NATIVE_NAMES[language] }))}
        />
        {refused ? (
          <Alert type="error" showIcon title={t('examLanguage.invalid')} data-testid="exam-language-error" />
        ) : null}
      </Flex>
    </Card>
  );
}
