import { useCallback, useMemo } from 'react';
import { BANK_FAMILIES, type ActivationStatus, type ExamFamilyId } from '@portal/contracts';
import { useGetFamiliesQuery } from '@portal/api-client';
import { pickLocalized, useTranslation } from '@portal/i18n';
import { Tag } from '@portal/ui';
import { Select } from '@portal/ui/select';
import { STAFF_NS } from '../i18n';
import { offeredExamFamilies, statusKind } from './logic';

/** The exam families this deployment offers (GET /api/families, cached) and a label for any family id. */
export function useOfferedFamilies() {
  const { i18n } = useTranslation();
  const { data } = useGetFamiliesQuery();
  const families = useMemo(() => offeredExamFamilies(data?.families), [data]);
  const familyLabel = useCallback(
    (id: string) => {
      const entry = data?.families.find((f) => f.id === id);
      return entry ? pickLocalized(entry.labels, i18n.language) : id;
    },
    [data, i18n.language],
  );
  return { families, familyLabel };
}

/**
 * Every family with a question bank, offered now or not (staff prepare a bank before switching its family on), and
 * the examiner mode's ADR bank; a family not offered is marked so.
 */
export function useBankFamilies() {
  const { t } = useTranslation(STAFF_NS);
  const { familyLabel } = useOfferedFamilies();
  const { data } = useGetFamiliesQuery();
  const families = useMemo(() => {
    const offered = new Map((data?.families ?? []).map((f) => [f.id as string, f.enabled]));
    return BANK_FAMILIES.filter((id) => offered.has(id)).map((id) => ({
      id,
      enabled: offered.get(id) === true,
    }));
  }, [data]);
  const bankLabel = useCallback(
    (id: string) => {
      const enabled = families.find((f) => f.id === id)?.enabled ?? true;
      return enabled ? familyLabel(id) : `${familyLabel(id)} (${t('banks.notOffered')})`;
    },
    [families, familyLabel, t],
  );
  return { families, bankLabel };
}

/** Family filter: every offered exam family, or all of them (''). */
export function FamilyFilter({
  value,
  onChange,
  testId,
}: {
  value: ExamFamilyId | '';
  onChange: (family: ExamFamilyId | '') => void;
  testId: string;
}) {
  const { t } = useTranslation(STAFF_NS);
  const { families, familyLabel } = useOfferedFamilies();
  return (
    <Select<ExamFamilyId | ''>
      aria-label={t('filters.family')}
      data-testid={testId}
      value={value}
      style={{ minWidth: 180 }}
      onChange={onChange}
      options={[
        { value: '', label: t('filters.allFamilies') },
        ...families.map((f) => ({ value: f.id as ExamFamilyId, label: familyLabel(f.id) })),
      ]}
    />
  );
}

/** A status tag: pending (blue), active (green), rejected with its code (red). */
export function StatusTag({ valid }: { valid: ActivationStatus }) {
  const { t } = useTranslation(STAFF_NS);
  const kind = statusKind(valid);
  const color = ({ active: 'green', pending: 'blue', rejected: 'red', none: 'default' } as const)[kind];
  return (
    <Tag color={color} data-testid="status-tag" data-valid={valid ?? ''}>
      {kind === 'rejected' ? t('status.rejectedCode', { code: valid }) : t(`status.${kind}`)}
    </Tag>
  );
}
