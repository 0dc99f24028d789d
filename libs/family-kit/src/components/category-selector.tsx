import { useState } from 'react';
import type { Category, ExamFamilyId } from '@portal/contracts';
import { useGetCategoriesQuery } from '@portal/api-client';
import { Alert, Button, Flex, Select } from '@portal/ui';
import { useKitTranslation } from '../use-kit-translation';

export interface CategorySelectorProps {
  family: ExamFamilyId;
  /** False while the learner may not start (validity ended, no tests left). */
  canStart?: boolean;
  /** Shown under the selector when tests cannot be started. */
  blockedText?: string | null;
  onBegin: (kate: string) => void;
  onError?: (error: unknown) => void;
}

export function categoryLabel(category: Category, language: string): string {
  const byLanguage = (category as unknown as Record<string, unknown>)[language];
  return (
    (typeof byLanguage === 'string' && byLanguage) || category.viewValue || category.lt || category.value
  );
}

/** Category select (some options disabled) and Begin, enabled only when a category is chosen (core spec "Dashboard"). */
export function CategorySelector({ family, canStart = true, blockedText, onBegin }: CategorySelectorProps) {
  const { t, i18n } = useKitTranslation();
  const { data, isLoading } = useGetCategoriesQuery({ family });
  const [kate, setKate] = useState<string | undefined>(undefined);
  const chosen = kate && data?.some((c) => c.value === kate && !c.disabled) ? kate : undefined;
  return (
    <Flex vertical gap={8}>
      <Flex gap={8} wrap>
        <Select<string>
          data-testid="category-select"
          aria-label={t('categories.label')}
          placeholder={t('categories.placeholder')}
          loading={isLoading}
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
      {!canStart && blockedText ? (
        <Alert type="info" showIcon title={blockedText} data-testid="start-blocked" />
      ) : null}
    </Flex>
  );
}
