// Standalone development of a family remote: its Landing and Runner inside a minimal router, store and theme, the
// way the shell mounts them. A small developer page at / signs in with a local account (POST /api/auth/login,
// proxied to the API on :3000) and starts the demo test. Used only by each remote's own dev entry (bootstrap.tsx),
// never by the exposed module, so none of it ships to learners.
import { useState, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter, Navigate, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import {
  clearAllExceptLanguage,
  errorDetail,
  getSession,
  portalApi,
  setSession,
  useLoginMutation,
} from '@portal/api-client';
import { LANGUAGES, practiceRoute, type Language } from '@portal/contracts';
import { createPortalStore, PortalRouterBridge, RemoteBoundary, type FamilyRemote } from '@portal/federation';
import { addNamespace, initI18n, setLanguage, useTranslation } from '@portal/i18n';
import { Alert, Button, Card, PortalThemeProvider, Typography } from '@portal/ui';
import { Space } from '@portal/ui/extra';
import { Form, Input, Segmented } from '@portal/ui/forms';
import type { ExamFamilyDefinition } from '../remote/exam-family-definition';

export interface StandaloneRemoteOptions {
  definition: ExamFamilyDefinition;
  /** `() => import('./family')`: loaded after the store exists, since a remote may inject slices. */
  load: () => Promise<{ default: FamilyRemote }>;
}

function Themed({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return <PortalThemeProvider language={(i18n.language as Language) || 'lt'}>{children}</PortalThemeProvider>;
}

function DevHome({ definition }: Pick<StandaloneRemoteOptions, 'definition'>) {
  const { id: family, routes } = definition;
  const { home: homeRoute, runner: runnerRoute } = routes;
  const title = `${definition.labels.en} remote`;
  const navigate = useNavigate();
  const { i18n } = useTranslation();
  const [login, { isLoading, error }] = useLoginMutation();
  const [signedIn, setSignedIn] = useState(() => getSession(family)?.user.name ?? null);

  const onFinish = async (values: { username: string; password: string }) => {
    const session = await login({ ...values, family }).unwrap();
    setSession(family, session);
    setSignedIn(session.user.name);
    navigate(homeRoute);
  };

  return (
    <div style={{ maxWidth: 420, margin: '40px auto', padding: 16 }}>
      <Card title={`${title} (standalone development)`}>
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
          <Button block disabled={!signedIn} onClick={() => navigate(homeRoute)}>
            Landing ({homeRoute})
          </Button>
          <Button
            block
            onClick={() =>
              navigate(runnerRoute, {
                state: { usr: 'demo', kate: 'demo', provider: 'demo', language: i18n.language },
              })
            }
          >
            Demo test ({runnerRoute})
          </Button>
        </Space>
      </Card>
    </div>
  );
}

/** Renders the remote on its own page (the remote's `nx run <family>:serve`). */
export async function startStandaloneRemote(options: StandaloneRemoteOptions): Promise<void> {
  const { definition, load } = options;
  const { id: family, routes } = definition;
  await initI18n();
  const store = await createPortalStore({ apis: [portalApi], devTools: true });
  const { default: remote } = await load();
  if (remote.i18n) addNamespace(remote.family, remote.i18n);
  const { Landing, Runner, Practice } = remote;
  const practicePath = practiceRoute(definition);
  const mounted = (children: ReactNode, needsSession: boolean) =>
    needsSession && !getSession(family) ? (
      <Navigate to="/" replace />
    ) : (
      <RemoteBoundary name={family}>{children}</RemoteBoundary>
    );

  createRoot(document.getElementById('root') as HTMLElement).render(
    <Provider store={store}>
      <Themed>
        <BrowserRouter>
          <PortalRouterBridge useNavigate={useNavigate} useLocation={useLocation} Navigate={Navigate}>
            <Routes>
              <Route path="/" element={<DevHome {...options} />} />
              <Route path={routes.home} element={mounted(<Landing />, true)} />
              <Route path={routes.runner} element={mounted(<Runner />, false)} />
              {Practice && practicePath ? (
                <Route path={practicePath} element={mounted(<Practice />, true)} />
              ) : null}
              <Route path="*" element={<Navigate to="/" replace />} />
            </Routes>
          </PortalRouterBridge>
        </BrowserRouter>
      </Themed>
    </Provider>,
  );
}
