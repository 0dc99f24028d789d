import { useEffect, useRef, useState } from 'react';
import type { Category, Language } from '@portal/contracts';
import { LANGUAGE_NATIVE_NAMES } from '@portal/i18n';
import { errorDetail, useFamilyCategoriesQuery } from '@portal/api-client';
import { Alert, Button, Flex, NativeSelect, Typography } from '@portal/ui';
import { useKitTranslation } from '../use-kit-translation';
import { useErrorDialog } from './use-error-dialog';

export interface CategorySelectorProps {
  /** False while the learner may not start (validity ended, no tests left). */
  canStart?: boolean;
  /** Shown under the selector when tests cannot be started. */
  blockedText?: string | null;
  /** Begin; with a language: the mock test in the learner's exam language. */
  onBegin: (kate: string, language?: Language) => void;
  /** The learner's exam language, when it differs from the one shown: a second Begin takes the test in it. */
  examLanguage?: Language | null;
  /** Reports a failed category load; default: the error dialog 'Įvyko klaida: {detail}'. */
  onError?: (error: unknown) => void;
}

export function categoryLabel(category: Category, language: string): string {
  const byLanguage = (category as unknown as Record<string, unknown>)[language];
  return (
    (typeof byLanguage === 'string' && byLanguage) || category.viewValue || category.lt || category.value
  );
}

/**
 * Category select (some options disabled) and Begin, enabled only when a category is chosen (core spec "Dashboard").
 * A failed load is reported (core spec section 8) and stays shown under the select with a retry.
 */
export function CategorySelector({
  canStart = true,
  blockedText,
  onBegin,
  examLanguage,
  onError,
}: CategorySelectorProps) {
  const { t, i18n } = useKitTranslation();
  const { data, isLoading, isFetching, error, refetch } = useFamilyCategoriesQuery();
  const [kate, setKate] = useState<string | undefined>(undefined);
  const showError = useErrorDialog();
  const report = onError ?? showError;
  // 401 signs the family out through the API client; anything else is said once per failure.
  const failed = error && (error as { status?: unknown }).status !== 401 ? error : null;
  const reported = useRef<unknown>(null);
  useEffect(() => {
    if (failed && failed !== reported.current) {
      reported.current = failed;
      report(failed);
    }
  }, [failed, report]);
  const chosen = kate && data?.some((c) => c.value === kate && !c.disabled) ? kate : undefined;
  return (
    <Flex vertical gap={8}>
      <Flex gap={8} wrap>
        <NativeSelect
          data-testid="category-select"
          aria-label={t('categories.label')}
          placeholder={isLoading ? t('loading') : t('categories.placeholder')}
          aria-busy={isLoading}
          disabled={isLoading}
          value={chosen}
          onChange={setKate}
          style={{ flex: '1 1 220px', minWidth: 200 }}
          options={(data ?? []).map((c) => ({
            value: c.value,
            label: categoryLabel(c, i18n.language),
            disabled: c.disabled,
          }))}
        />
        <Button
          type="primary"
          data-testid="begin"
          disabled={!chosen || !canStart}
          onClick={() => chosen && onBegin(chosen)}
        >
          {t('categories.begin')}
        </Button>
      </Flex>
      {examLanguage ? (
        <Flex vertical gap={4}>
          <Button
            data-testid="begin-exam-language"
            disabled={!chosen || !canStart}
            onClick={() => chosen && onBegin(chosen, examLanguage)}
            aria-describedby="begin-exam-language-hint"
            style={{ alignSelf: 'flex-start', maxWidth: '100%', whiteSpace: 'normal', height: 'auto' }}
          >
            {t('examLanguage.begin', { language: LANGUAGE_NATIVE_NAMES[examLanguage] })}
          </Button>
          <Typography.Text type="secondary" id="begin-exam-language-hint" style={{ fontSize: 12 }}>
            {t('examLanguage.beginHint')}
          </Typography.Text>
        </Flex>
      ) : null}
      {failed ? (
        <Alert
          type="error"
          showIcon
          title={t('errors.generic', { detail: errorDetail(failed) })}
          data-testid="categories-error"
          action={
            <Button
              size="small"
              loading={isFetching}
              onClick={() => void refetch()}
              data-testid="categories-retry"
            >
              {t('actions.retry')}
            </Button>
          }
        />
      ) : null}
      {!canStart && blockedText ? (
        <Alert type="info" showIcon title={blockedText} data-testid="start-blocked" />
      ) : null}
    </Flex>
  );
}
