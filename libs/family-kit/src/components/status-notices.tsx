import type { RegistrationRecord } from '@portal/contracts';
import { BRANCHES } from '@portal/contracts';
import { pickLocalized } from '@portal/i18n';
import { Button, Card, Result, Typography } from '@portal/ui';
import { Descriptions } from '@portal/ui/extra';
import { useKitTranslation } from '../use-kit-translation';

export interface PendingNoticeProps {
  /** The submitted registration. */
  user: RegistrationRecord | null;
}

/** valid 0: 'Registracija pateikta', please wait, and a table of the submitted data (second spec). */
export function PendingNotice({ user }: PendingNoticeProps) {
  const { t, i18n } = useKitTranslation();
  const branch = BRANCHES.find((b) => b.id === Number(user?.filialas));
  return (
    <Card data-testid="pending-notice">
      <Result
        status="info"
        title={t('pending.title')}
        subTitle={t('pending.text')}
        style={{ padding: '16px 0' }}
      />
      {user ? (
        <Descriptions
          bordered
          size="small"
          column={1}
          data-testid="pending-data"
          items={[
            { key: 'name', label: t('pending.name'), children: `${user.vardas} ${user.pavarde}` },
            { key: 'gdata', label: t('form.gdata'), children: user.gdata },
            { key: 'email', label: t('form.email'), children: user.email },
            { key: 'telefonas', label: t('form.telefonas'), children: user.telefonas },
            {
              key: 'filialas',
              label: t('form.filialas'),
              children: branch ? pickLocalized(branch.labels, i18n.language) : String(user.filialas ?? ''),
            },
          ]}
        />
      ) : null}
    </Card>
  );
}

export interface RejectedNoticeProps {
  /** The server-given reason (`tekstas`). */
  text?: string | null;
  /** -1 / -4: a hint that the form below can be re-submitted. */
  resubmit?: boolean;
  /** -5 / -7: shows 'Prašymas aktyvuoti'. */
  onRequestActivation?: () => void;
}

/** Rejected: 'Registracija atmesta' with the reason (core spec section 8). */
export function RejectedNotice({ text, resubmit, onRequestActivation }: RejectedNoticeProps) {
  const { t } = useKitTranslation();
  return (
    <Card data-testid="rejected-notice">
      <Result
        status="error"
        title={t('rejected.title')}
        style={{ padding: '16px 0' }}
        subTitle={
          <Typography.Paragraph
            data-testid="rejected-reason"
            style={{ whiteSpace: 'pre-line', marginBottom: 0 }}
          >
            {text || t('rejected.noReason')}
          </Typography.Paragraph>
        }
        extra={
          onRequestActivation ? (
            <Button type="primary" onClick={onRequestActivation} data-testid="request-activation">
              {t('rejected.requestActivation')}
            </Button>
          ) : resubmit ? (
            <Typography.Text type="secondary">{t('rejected.resubmit')}</Typography.Text>
          ) : undefined
        }
      />
    </Card>
  );
}
