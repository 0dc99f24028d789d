import { lazy, Suspense, type ReactNode } from 'react';
import type { AuthUser } from '@portal/contracts';
import {
  Avatar,
  Button,
  Flex,
  Typography,
  GlobalOutlined,
  InfoCircleOutlined,
  LogoutOutlined,
  StarOutlined,
  UserOutlined,
} from '@portal/ui';
import { useKitTranslation } from '../use-kit-translation';
import type { FamilyLinks } from './links';

// antd's Select (`@portal/ui/select`) loads only in the families whose bar has the language select.
const LanguageSelect = lazy(() => import('./language-select').then((m) => ({ default: m.LanguageSelect })));

export interface TopBarProps {
  title?: ReactNode;
  user?: Pick<AuthUser, 'name' | 'photoUrl'> | null;
  links?: FamilyLinks;
  /** Language select in the bar (the code family has one; second spec section 2). */
  showLanguageSelect?: boolean;
  onLogout: () => void;
}

/** Top bar: reviews, info and site links, optional language select, avatar and name, logout. */
export function TopBar({ title, user, links, showLanguageSelect, onLogout }: TopBarProps) {
  const { t } = useKitTranslation();
  const link = (href: string | undefined, label: string, icon: ReactNode, testId: string) =>
    href ? (
      <Button
        type="link"
        size="small"
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        icon={icon}
        data-testid={testId}
      >
        {label}
      </Button>
    ) : null;
  return (
    <Flex
      component="header"
      role="banner"
      align="center"
      justify="space-between"
      wrap
      gap={8}
      style={{ padding: '8px 16px', background: '#fff', borderBottom: '1px solid #f0f0f0' }}
    >
      <Typography.Title level={4} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      <Flex component="nav" aria-label={t('topBar.menu')} align="center" wrap gap={4}>
        {link(links?.reviews, t('topBar.reviews'), <StarOutlined />, 'link-reviews')}
        {link(links?.info, t('topBar.info'), <InfoCircleOutlined />, 'link-info')}
        {link(links?.site, t('topBar.site'), <GlobalOutlined />, 'link-site')}
        {showLanguageSelect ? (
          <Suspense fallback={null}>
            <LanguageSelect />
          </Suspense>
        ) : null}
        {user ? (
          <Flex align="center" gap={6} data-testid="top-user" style={{ marginInline: 8 }}>
            <Avatar size="small" src={user.photoUrl || undefined} icon={<UserOutlined />} alt="" />
            <Typography.Text strong>{user.name}</Typography.Text>
          </Flex>
        ) : null}
        <Button size="small" icon={<LogoutOutlined />} onClick={onLogout} data-testid="logout">
          {t('topBar.logout')}
        </Button>
      </Flex>
    </Flex>
  );
}
