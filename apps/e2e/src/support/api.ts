import type { LoginResponse, Page, StaffEnrollment } from '@portal/contracts';

/** Calls to the real API that a test makes on the side (as staff, or to check what the browser cannot show). */
export async function apiJson<T>(
  url: string,
  path: string,
  init: { method?: string; token?: string; body?: unknown } = {},
): Promise<{ status: number; body: T }> {
  const res = await fetch(`${url}/api${path}`, {
    method: init.method ?? (init.body ? 'POST' : 'GET'),
    headers: {
      ...(init.body ? { 'Content-Type': 'application/json' } : {}),
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
}

export async function apiLogin(url: string, username: string, password: string): Promise<string> {
  const { status, body } = await apiJson<LoginResponse>(url, '/auth/login', { body: { username, password } });
  if (status !== 200 && status !== 201)
    throw new Error(`login ${username}: ${status} ${JSON.stringify(body)}`);
  return body.accessToken;
}

export const STAFF = { username: 'staff', password: 'staff-dev-password' };
export const ACTIVE_LEARNER = { username: 'learner-active', password: 'learner-pass' };

/** Staff creates a learner account (`POST /api/staff/accounts`). */
export async function createLearner(
  url: string,
  username: string,
  password: string,
  name: string,
): Promise<void> {
  const token = await apiLogin(url, STAFF.username, STAFF.password);
  const { status, body } = await apiJson(url, '/staff/accounts', {
    token,
    body: { username, password, name },
  });
  if (status >= 300) throw new Error(`create ${username}: ${status} ${JSON.stringify(body)}`);
}

/** Staff activates the learner's pending enrollment in a family for a year with 50 tests. */
export async function activatePending(url: string, family: string, accountName: string): Promise<void> {
  const token = await apiLogin(url, STAFF.username, STAFF.password);
  const { body: page } = await apiJson<Page<StaffEnrollment>>(
    url,
    `/staff/enrollments?family=${family}&status=0&pageSize=200`,
    { token },
  );
  const body = page.items;
  const enrollment = body.find((e) => e.accountName === accountName);
  if (!enrollment)
    throw new Error(`no pending ${family} enrollment for ${accountName}: ${JSON.stringify(body)}`);
  const today = new Date();
  const nextYear = new Date(today.getTime() + 365 * 86_400_000);
  const day = (d: Date) => d.toISOString().slice(0, 10);
  const { status } = await apiJson(url, `/staff/enrollments/${enrollment.id}/activate`, {
    token,
    body: { validFrom: day(new Date(today.getTime() - 86_400_000)), validTo: day(nextYear), tests: 50 },
  });
  if (status >= 300) throw new Error(`activate: ${status}`);
}
