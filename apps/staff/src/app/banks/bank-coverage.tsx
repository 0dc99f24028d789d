import { LANGUAGES, type BankFamilyId } from '@portal/contracts';
import { LANGUAGE_NATIVE_NAMES, useTranslation } from '@portal/i18n';
import { Flex, Tag, Typography, type TagColor } from '@portal/ui';
import { STAFF_NS } from '../../i18n';
import { useBankSummariesQuery } from './banks-api';

/** A tag's colour: all translated, some, none (the text says the numbers; the colour only repeats them). */
function colour(count: number, total: number): TagColor {
  if (total === 0 || count >= total) return 'green';
  return count === 0 ? 'red' : 'orange';
}

/**
 * How many of the bank's questions are translated per language (`coverage` of GET /api/staff/banks): one tag a
 * language, "uk: 96 of 120". Nothing when the API gives no coverage (an older API).
 */
export function BankCoverage({ family }: { family: BankFamilyId }) {
  const { t } = useTranslation(STAFF_NS);
  const summaries = useBankSummariesQuery();
  const bank = summaries.data?.find((s) => s.family === family);
  if (!bank?.coverage) return null;
  return (
    <Flex gap={4} wrap align="center" data-testid="bank-coverage" style={{ marginBottom: 12 }}>
      <Typography.Text strong style={{ marginInlineEnd: 4 }}>
        {t('banks.coverage.title')}:
      </Typography.Text>
      {LANGUAGES.map((language) => {
        const count = bank.coverage[language] ?? 0;
        return (
          <Tag
            key={language}
            color={colour(count, bank.questions)}
            data-testid={`bank-coverage-${language}`}
            data-count={count}
            title={LANGUAGE_NATIVE_NAMES[language]}
          >
            {t('banks.coverage.of', { language: language.toUpperCase(), count, total: bank.questions })}
          </Tag>
        );
      })}
    </Flex>
  );
}
