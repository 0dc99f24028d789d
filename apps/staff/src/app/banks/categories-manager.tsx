import { useState } from 'react';
import {
  LANGUAGES,
  type BankCategoryInput,
  type BankFamilyId,
  type LocalizedText,
  type StaffBankCategory,
} from '@portal/contracts';
import { useTranslation } from '@portal/i18n';
import { Alert, Button, Checkbox, Flex, Modal, Typography, useNotice } from '@portal/ui';
import { Input } from '@portal/ui/forms';
import { STAFF_NS } from '../../i18n';
import { useErrorTexts } from '../api-errors';
import { useBankCategoriesQuery, useSaveBankCategoryMutation } from './banks-api';

const NEW: BankCategoryInput = {
  value: '',
  type: '',
  labels: Object.fromEntries(LANGUAGES.map((l) => [l, ''])) as LocalizedText,
  disabled: false,
};

/** One category's fields: labels in lt/ru/en, type, order, disabled; saved on its own. */
function CategoryRow({
  family,
  category,
  onSaved,
}: {
  family: BankFamilyId;
  category: StaffBankCategory | null;
  onSaved?: () => void;
}) {
  const { t } = useTranslation(STAFF_NS);
  const { errorText } = useErrorTexts();
  const { message } = useNotice();
  const [save, { isLoading }] = useSaveBankCategoryMutation();
  const [value, setValue] = useState<BankCategoryInput>(
    category
      ? {
          value: category.value,
          type: category.type,
          labels: category.labels,
          disabled: category.disabled,
          sortOrder: category.sortOrder,
        }
      : NEW,
  );
  const [failure, setFailure] = useState<string | null>(null);
  const prefix = `category-${category?.value ?? 'new'}`;

  const onSave = async () => {
    setFailure(null);
    try {
      await save({ family, id: category?.id, body: value }).unwrap();
      void message.success(t('banks.saved'));
      if (!category) setValue(NEW);
      onSaved?.();
    } catch (error) {
      setFailure(errorText(error));
    }
  };

  return (
    <fieldset
      data-testid={prefix}
      style={{ border: '1px solid #f0f0f0', borderRadius: 6, padding: 8, marginBottom: 8 }}
    >
      <legend style={{ fontSize: 14, width: 'auto', border: 0, margin: 0, padding: '0 4px' }}>
        {category
          ? `${category.value} (${t('banks.questionsIn', { count: category.questions })})`
          : t('banks.newCategory')}
      </legend>
      <Flex gap={8} wrap align="center">
        {!category && (
          <Input
            aria-label={t('banks.categoryValue')}
            placeholder={t('banks.categoryValue')}
            style={{ width: 90 }}
            value={value.value}
            onChange={(e) => setValue({ ...value, value: e.target.value })}
          />
        )}
        <Input
          aria-label={t('banks.categoryType')}
          placeholder={t('banks.categoryType')}
          style={{ width: 100 }}
          value={value.type}
          onChange={(e) => setValue({ ...value, type: e.target.value })}
        />
        {LANGUAGES.map((l) => (
          <Input
            key={l}
            aria-label={t('banks.labelIn', { language: l.toUpperCase() })}
            placeholder={l.toUpperCase()}
            style={{ width: 200 }}
            value={value.labels[l]}
            onChange={(e) => setValue({ ...value, labels: { ...value.labels, [l]: e.target.value } })}
          />
        ))}
        <Input
          type="number"
          min={0}
          aria-label={t('banks.order')}
          placeholder={t('banks.order')}
          style={{ width: 80 }}
          value={value.sortOrder ?? ''}
          onChange={(e) =>
            setValue({ ...value, sortOrder: e.target.value === '' ? undefined : Number(e.target.value) })
          }
        />
        <Checkbox
          checked={!!value.disabled}
          onChange={(e) => setValue({ ...value, disabled: e.target.checked })}
        >
          {t('banks.disabled')}
        </Checkbox>
        <Button size="small" type="primary" loading={isLoading} onClick={() => void onSave()}>
          {category ? t('banks.save') : t('banks.add')}
        </Button>
      </Flex>
      {failure && <Alert type="error" showIcon role="alert" title={failure} style={{ marginTop: 8 }} />}
    </fieldset>
  );
}

export interface CategoriesManagerProps {
  open: boolean;
  family: BankFamilyId;
  onClose: () => void;
}

/** The family's categories: labels, order, disabled (a disabled category is not offered for new tests). */
export default function CategoriesManager({ open, family, onClose }: CategoriesManagerProps) {
  const { t } = useTranslation(STAFF_NS);
  const { data } = useBankCategoriesQuery({ family });
  return (
    <Modal
      open={open}
      width={1000}
      title={t('banks.manageCategories')}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('banks.close')}</Button>}
    >
      <Typography.Paragraph type="secondary">{t('banks.categoriesHelp')}</Typography.Paragraph>
      {(data ?? []).map((c) => (
        <CategoryRow key={`${c.id}-${c.sortOrder}-${c.disabled}`} family={family} category={c} />
      ))}
      <CategoryRow family={family} category={null} />
    </Modal>
  );
}
