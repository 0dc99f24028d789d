// The API calls the latency benchmark makes to prepare its learners: staff create N accounts, each learner
// signs in and registers in a family, staff activate them, then every learner starts one test.
import { performance } from 'node:perf_hooks';

export const STAFF = { username: 'staff', password: 'staff-dev-password' };
export const PASSWORD = 'bench-pass-1';

/** One JSON call; returns { status, body, ms } (ms = until the whole answer is read). */
export async function call(baseUrl, path, { method, token, body } = {}) {
  const started = performance.now();
  const res = await fetch(`${baseUrl}/api${path}`, {
    method: method ?? (body ? 'POST' : 'GET'),
    headers: {
      ...(body ? { 'Content-Type': 'application/json' } : {}),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  const ms = performance.now() - started;
  // Parsed when first read: a burst's answers are parsed after its last one arrived, not on the client's one thread
  // in between (100 test loads of 50 KB each took it tens of ms, counted in the later answers' latency).
  let parsed;
  return {
    status: res.status,
    ms,
    get body() {
      if (parsed === undefined) parsed = text ? JSON.parse(text) : null;
      return parsed;
    },
  };
}

async function ok(promise, what) {
  const res = await promise;
  if (res.status >= 300) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** Runs fn over items with at most `limit` at a time. */
export async function pool(items, limit, fn) {
  const out = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

export const login = (url, username, password) =>
  ok(call(url, '/auth/login', { body: { username, password } }), `login ${username}`).then(
    (b) => b.accessToken,
  );

const day = (offsetDays) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** N learners registered and activated in `family`, each with { username, id, token }. */
export async function activeLearners(url, family, count, { prefix = 'bench', parallel = 8 } = {}) {
  const staff = await login(url, STAFF.username, STAFF.password);
  const indexes = Array.from({ length: count }, (_, i) => i + 1);
  const learners = await pool(indexes, parallel, async (i) => {
    const username = `${prefix}-${i}`;
    const account = await ok(
      call(url, '/staff/accounts', {
        token: staff,
        body: { username, password: PASSWORD, name: `Bench Learner ${i}` },
      }),
      `create ${username}`,
    );
    const token = await login(url, username, PASSWORD);
    await ok(
      call(url, `/${family}/register`, {
        token,
        body: {
          vardas: 'Bench',
          pavarde: 'Learner',
          gdata: '1999-12-31',
          telefonas: '+370 600 12345',
          email: `${username}@example.com`,
          filialas: family === 'kodas' ? 15 : 6,
          agree: true,
        },
      }),
      `register ${username}`,
    );
    return { username, id: account.id, token };
  });
  // The staff list is paged (at most 200 a page): read every page.
  const pending = [];
  for (let page = 1; ; page++) {
    const { items, total } = await ok(
      call(url, `/staff/enrollments?family=${family}&status=pending&pageSize=200&page=${page}`, {
        token: staff,
      }),
      'pending list',
    );
    pending.push(...items);
    if (!items.length || pending.length >= total) break;
  }
  const byAccount = new Map(pending.map((e) => [e.accountId, e]));
  await pool(learners, parallel, async (l) => {
    const enrollment = byAccount.get(l.id);
    if (!enrollment) throw new Error(`no pending ${family} enrollment for ${l.username}`);
    await ok(
      call(url, `/staff/enrollments/${enrollment.id}/activate`, {
        token: staff,
        body: { validFrom: day(-1), validTo: day(365), tests: 100 },
      }),
      `activate ${l.username}`,
    );
  });
  return learners;
}

/** The first category a learner may start. */
export async function firstCategory(url, family, token) {
  const categories = await ok(call(url, `/${family}/categories`, { token }), 'categories');
  const category = categories.find((c) => !c.disabled);
  if (!category) throw new Error(`no enabled ${family} category`);
  return category.value;
}

/** A valid `ch` for a test: the first answer of every question ticked, the others not. */
export function answersFor(questionsJson) {
  const questions = JSON.parse(questionsJson);
  return questions.map((q) => q.atsakymai.map((_, j) => (j === 0 ? '1' : '0')));
}
