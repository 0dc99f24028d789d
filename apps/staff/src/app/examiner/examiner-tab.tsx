import { Suspense, useState } from 'react';
import { useTranslation } from '@portal/i18n';
import { Spin, Tabs } from '@portal/ui';
import { STAFF_NS } from '../../i18n';
import { MappingPanel } from './mapping-panel';
import { RecordsPanel } from './records-panel';
import { RosterPanel } from './roster-panel';

/** Examiner mode for staff: the candidates' roster, the sub-topic → category mapping and the exam records. */
export function ExaminerTab() {
  const { t } = useTranslation(STAFF_NS);
  const [panel, setPanel] = useState('roster');
  return (
    <Suspense fallback={<Spin />}>
      <Tabs
        size="small"
        activeKey={panel}
        onChange={setPanel}
        items={[
          {
            key: 'roster',
            label: <span data-testid="examiner-roster-tab">{t('examiner.tabs.roster')}</span>,
            children: <RosterPanel />,
          },
          {
            key: 'mapping',
            label: <span data-testid="examiner-mapping-tab">{t('examiner.tabs.mapping')}</span>,
            children: <MappingPanel />,
          },
          {
            key: 'records',
            label: <span data-testid="examiner-records-tab">{t('examiner.tabs.records')}</span>,
            children: <RecordsPanel />,
          },
        ]}
      />
    </Suspense>
  );
}
