// Standalone development of the KET remote: the remote's Landing and Runner inside a minimal router, store
// and theme, the way the shell mounts them (/home and /testai). A small developer page at / signs in with a
// local account (POST /api/auth/login, proxied to the API on :3000) and starts the demo test.
import { useState, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter, Navigate, Route, Routes, useNavigate } from 'react-router-dom';
import {
  clearAllExceptLanguage,
  errorDetail,
  getSession,
  portalApi,
  setActiveFamily,
  setSession,
  useLoginMutation,
} from '@portal/api-client';
import { LANGUAGES, type Language } from '@portal/contracts';
import { createPortalStore, RemoteBoundary, type FamilyRemote } from '@portal/federation';
import { addNamespace, initI18n, setLanguage, useTranslation } from '@portal/i18n';
import {
  Alert,
  Button,
  Card,
  Form,
  Input,
  PortalThemeProvider,
  Segmented,
  Space,
  Typography,
} from '@portal/ui';

const HOME_ROUTE = '/home';
const RUNNER_ROUTE = '/testai';

function Themed({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return <PortalThemeProvider language={(i18n.language as Language) || 'lt'}>{children}</PortalThemeProvider>;
}

function DevHome() {
  const navigate = useNavigate();
  const { i18n } = useTranslation();
  const [login, { isLoading, error }] = useLoginMutation();
  const [signedIn, setSignedIn] = useState(() => getSession('ket')?.user.name ?? null);

  const onFinish = async (values: { username: string; password: string }) => {
    const session = await login({ ...values, family: 'ket' }).unwrap();
    setSession('ket', session);
    setSignedIn(session.user.name);
    navigate(HOME_ROUTE);
  };

  return (
    <div style={{ maxWidth: 420, margin: '40px auto', padding: 16 }}>
      <Card title="KET remote (standalone development)">
        <Space direction="vertical" style={{ width: '100%' }}>
          <Segmented
            value={i18n.language}
            options={LANGUAGES.map((l) => ({ label: l.toUpperCase(), value: l }))}
            onChange={(value) => void setLanguage(value as Language)}
          />
          {signedIn ? (
            <Typography.Text>
              Signed in as {signedIn}.{' '}
              <Button
                type="link"
                onClick={() => {
                  clearAllExceptLanguage();
                  setSignedIn(null);
                }}
              >
                Sign out
              </Button>
            </Typography.Text>
          ) : (
            <Form layout="vertical" onFinish={onFinish}>
              <Form.Item label="Username" name="username" rules={[{ required: true }]}>
                <Input autoComplete="username" />
              </Form.Item>
              <Form.Item label="Password" name="password" rules={[{ required: true }]}>
                <Input.Password autoComplete="current-password" />
              </Form.Item>
              {error && <Alert type="error" message={errorDetail(error)} style={{ marginBottom: 12 }} />}
              <Button type="primary" htmlType="submit" loading={isLoading} block>
                Sign in
              </Button>
            </Form>
          )}
          <Button block disabled={!signedIn} onClick={() => navigate(HOME_ROUTE)}>
            Landing ({HOME_ROUTE})
          </Button>
          <Button
            block
            onClick={() =>
              navigate(RUNNER_ROUTE, {
                state: { usr: 'demo', kate: 'demo', provider: 'demo', language: i18n.language },
              })
            }
          >
            Demo test ({RUNNER_ROUTE})
          </Button>
        </Space>
      </Card>
    </div>
  );
}

function Mounted({ children, needsSession = false }: { children: ReactNode; needsSession?: boolean }) {
  if (needsSession && !getSession('ket')) return <Navigate to="/" replace />;
  return <RemoteBoundary name="ket">{children}</RemoteBoundary>;
}

async function start() {
  await initI18n();
  setActiveFamily('ket');
  const store = await createPortalStore({ apis: [portalApi], devTools: true });
  // imported after the store exists: the remote may inject its slices when it loads
  const { default: ket }: { default: FamilyRemote } = await import('./family');
  if (ket.i18n) addNamespace(ket.family, ket.i18n);
  const { Landing, Runner } = ket;

  createRoot(document.getElementById('root') as HTMLElement).render(
    <Provider store={store}>
      <Themed>
        <BrowserRouter>
          <Routes>
            <Route path="/" element={<DevHome />} />
            <Route
              path={HOME_ROUTE}
              element={
                <Mounted needsSession>
                  <Landing />
                </Mounted>
              }
            />
            <Route
              path={RUNNER_ROUTE}
              element={
                <Mounted>
                  <Runner />
                </Mounted>
              }
            />
            <Route path="*" element={<Navigate to="/" replace />} />
          </Routes>
        </BrowserRouter>
      </Themed>
    </Provider>,
  );
}

void start();
