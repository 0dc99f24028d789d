import { useTranslation } from '@portal/i18n';
import { Button, Flex, Typography } from '@portal/ui';
import { STAFF_NS } from '../i18n';
import type { ServerPaging } from './staff-table';

/** Previous / next through a server-paged list that is not a table (the questions' cards). */
export function ListPager({ paging, total }: { paging: ServerPaging; total: number | undefined }) {
  const { t } = useTranslation(STAFF_NS);
  const pages = Math.max(1, Math.ceil((total ?? 0) / paging.pageSize));
  if (pages <= 1) return null;
  return (
    <Flex component="nav" aria-label={t('paging.label')} align="center" gap={12} style={{ marginTop: 12 }}>
      <Button
        disabled={paging.page <= 1}
        onClick={() => paging.onChange(paging.page - 1, paging.pageSize)}
        data-testid="pager-previous"
      >
        {t('paging.previous')}
      </Button>
      <Typography.Text data-testid="pager-position">
        {t('paging.position', { page: paging.page, pages, total })}
      </Typography.Text>
      <Button
        disabled={paging.page >= pages}
        onClick={() => paging.onChange(paging.page + 1, paging.pageSize)}
        data-testid="pager-next"
      >
        {t('paging.next')}
      </Button>
    </Flex>
  );
}
