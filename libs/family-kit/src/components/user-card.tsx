import type { CSSProperties } from 'react';
import type { AuthUser, TimeLeft } from '@portal/contracts';
import { Avatar, Card, Descriptions, Flex, Tag, Typography, UserOutlined, type TagColor } from '@portal/ui';
import { useKitTranslation } from '../use-kit-translation';
import { daysLeftText, testsLeftText } from '../logic/time-left';
import { effectiveLeftDays } from '../logic/status';

export interface UserCardProps {
  user: Pick<AuthUser, 'name' | 'photoUrl' | 'provider' | 'providerId' | 'id'> | null;
  timeLeft?: TimeLeft | null;
  style?: CSSProperties;
}

function daysColour(leftDays: number): TagColor {
  if (leftDays < 0) return 'red';
  if (leftDays <= 3) return 'orange';
  return 'green';
}

/** The user card (core spec "Dashboard"): photo, name, provider and id; validity and days left; info; tests left. */
export function UserCard({ user, timeLeft, style }: UserCardProps) {
  const { t } = useKitTranslation();
  const leftDays = timeLeft ? effectiveLeftDays(timeLeft) : 0;
  return (
    <Card data-testid="user-card" style={style}>
      <Flex gap={16} align="center">
        <Avatar size={64} src={user?.photoUrl || undefined} icon={<UserOutlined />} alt="" />
        <div style={{ minWidth: 0 }}>
          <Typography.Title level={5} style={{ margin: 0 }}>
            {user?.name}
          </Typography.Title>
          {user ? (
            <Typography.Text type="secondary" data-testid="user-provider">
              {t('user.provider')} {t(`user.providers.${user.provider}`, { defaultValue: user.provider })} ·{' '}
              {t('user.id')}: {user.providerId || user.id}
            </Typography.Text>
          ) : null}
        </div>
      </Flex>
      {timeLeft ? (
        <>
          <Flex gap={8} wrap style={{ marginTop: 16 }}>
            <Tag color={daysColour(leftDays)} data-testid="days-left">
              {daysLeftText(t, leftDays)}
            </Tag>
            <Tag color={timeLeft.kiekis > 0 ? 'blue' : 'red'} data-testid="tests-left">
              {testsLeftText(t, timeLeft.kiekis)}
            </Tag>
          </Flex>
          <Descriptions
            size="small"
            style={{ marginTop: 12 }}
            items={[
              {
                key: 'nuo',
                label: t('user.validFrom'),
                children: <span data-testid="valid-from">{timeLeft.nuo}</span>,
              },
              {
                key: 'iki',
                label: t('user.validTo'),
                children: <span data-testid="valid-to">{timeLeft.iki}</span>,
              },
            ]}
          />
          {timeLeft.info ? (
            <Typography.Paragraph
              data-testid="user-info"
              style={{ marginTop: 8, marginBottom: 0, whiteSpace: 'pre-line' }}
            >
              {timeLeft.info}
            </Typography.Paragraph>
          ) : null}
        </>
      ) : null}
    </Card>
  );
}
