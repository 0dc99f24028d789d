import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { familyDefinition, perLanguage, type BankImportReport } from '@portal/contracts';
import { QuestionEntity } from '../src/exam/question.entity';
import { fixtureBank } from './fixtures/fixture-banks';
import { createTestApp, type TestContext } from './test-app';

// Issue 25 items 1–4: bank files and uploads made to hurt — an "image" that is a web page, imports that would stall
// every learner, hostile XML, texts longer than a database column. Run on SQLite and on MariaDB.

const bearer = { type: 'bearer' as const };
/** A real 1×1 GIF, then whatever a page would carry: the bytes start like an image, the name says `.html`. */
const GIF_PAGE = Buffer.concat([
  Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'),
  Buffer.from('<html><script>fetch("/api/staff/accounts")</script></html>'),
]);
let ctx: TestContext;
let staff: string;
let uploads: string;

beforeAll(async () => {
  uploads = mkdtempSync(join(tmpdir(), 'portal-hostile-'));
  ctx = await createTestApp({ UPLOADS_DIR: uploads });
  const bank = fixtureBank('ket', { categories: { A: 3, B: 3 } });
  await ctx.seed.seedBank(bank);
  // The fixture's images, as files on this server.
  const dir = join(uploads, familyDefinition('ket').imageDir);
  mkdirSync(dir, { recursive: true });
  for (const q of bank.questions) if (q.image) writeFileSync(join(dir, q.image), GIF_PAGE.subarray(0, 43));
  staff = await ctx.staffToken();
});
afterAll(async () => {
  await ctx?.close();
  rmSync(uploads, { recursive: true, force: true });
});

const api = (path: string) => `/api/staff/banks/ket${path}`;
const importFile = (format: string, content: string, dryRun = false) =>
  ctx
    .http()
    .post(api('/import'))
    .auth(staff, bearer)
    .send({ format, content, dryRun })
    .expect(200)
    .then((r) => r.body as BankImportReport);

const moodleQuestion = (ref: string, text: string, extra = '') => `  <question type="multichoice">
    <name><text>${ref}</text></name>
    <questiontext format="html"><text><![CDATA[${text}]]></text>${extra}</questiontext>
    <single>true</single>
    <answer fraction="100"><text>Taip</text></answer>
    <answer fraction="0"><text>Ne</text></answer>
    <tags><tag><text>category:A</text></tag></tags>
  </question>`;
const moodle = (...questions: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<quiz>\n${questions.join('\n')}\n</quiz>\n`;

describe('item 1: an uploaded "image" is never a page', () => {
  const served = (file: string) =>
    ctx
      .http()
      .get(`/${familyDefinition('ket').imageDir}/img/${encodeURIComponent(file)}`)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
  const expectImageHeaders = (res: { headers: Record<string, string> }) => {
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.headers['content-security-policy']).toContain('sandbox');
  };

  for (const name of ['page.html', 'page.htm', 'page.xhtml', 'script.js', 'drawing.svg', 'noext']) {
    it(`an upload named ${name} with GIF bytes is kept and served as a GIF`, async () => {
      const res = await ctx
        .http()
        .post(api('/images'))
        .auth(staff, bearer)
        .attach('file', GIF_PAGE, name)
        .expect(200);
      const file = res.body.file as string;
      expect(file).toMatch(/\.gif$/);
      const get = await served(file).expect(200);
      expect(get.headers['content-type']).toBe('image/gif');
      expectImageHeaders(get);
      expect(Buffer.compare(get.body as Buffer, GIF_PAGE)).toBe(0);
      // Nothing is stored (or answered) under the name the sender chose.
      await served(name).expect(404);
    });
  }

  it('an SVG upload is refused', async () => {
    await ctx
      .http()
      .post(api('/images'))
      .auth(staff, bearer)
      .attach(
        'file',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        'x.svg',
      )
      .expect(400);
  });

  it('a Moodle import cannot plant a page either', async () => {
    const file = `<file name="plant.html" path="/" encoding="base64">${GIF_PAGE.toString('base64')}</file>`;
    const report = await importFile(
      'moodle-xml',
      moodle(moodleQuestion('plant-1', '<p>Kas čia?</p><p><img src="@@PLUGINFILE@@/plant.html"></p>', file)),
    );
    expect(report.problems).toEqual([]);
    expect(report.imported).toBe(1);
    await served('plant.html').expect(404);
    const get = await served('plant.gif').expect(200);
    expect(get.headers['content-type']).toBe('image/gif');
    expectImageHeaders(get);
  });

  it('a page already in the uploads folder is served as a download, never as a page', async () => {
    const dir = join(uploads, familyDefinition('ket').imageDir);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'old.html'), '<html><script>alert(1)</script></html>');
    writeFileSync(join(dir, 'fake.png'), '<html><script>alert(1)</script></html>');
    for (const name of ['old.html', 'fake.png']) {
      const get = await served(name).expect(200);
      expect(get.headers['content-type']).toBe('application/octet-stream');
      expect(get.headers['content-disposition']).toMatch(/^attachment/);
      expectImageHeaders(get);
    }
  });
});

describe('item 3: hostile XML is a problem of the file, nothing expanded or fetched', () => {
  const one = moodleQuestion('x-1', '<p>Klausimas</p>');
  const cases: [string, string, { line: number; column: number }][] = [
    [
      'an external entity',
      `<?xml version="1.0"?>\n<!DOCTYPE quiz [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>\n<quiz>\n${moodleQuestion('x-1', '&xxe;')}\n</quiz>`,
      { line: 2, column: 1 },
    ],
    [
      'entity expansion (a billion laughs)',
      `<?xml version="1.0"?>\n<!DOCTYPE quiz [\n <!ENTITY a "aaaaaaaaaa">\n <!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">\n <!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">\n]>\n<quiz>\n  <question type="multichoice"><name><text>&c;</text></name></question>\n</quiz>`,
      { line: 2, column: 1 },
    ],
    [
      'nesting beyond 100',
      `<quiz>\n${'<a>'.repeat(150)}${'</a>'.repeat(150)}\n</quiz>`,
      { line: 2, column: 1 + 99 * 3 },
    ],
    [
      'a <__proto__> element',
      `<quiz>\n${one}\n  <__proto__><polluted>yes</polluted></__proto__>\n</quiz>`,
      { line: 10, column: 3 },
    ],
    [
      'a <constructor> element',
      `<quiz>\n  <constructor>x</constructor>\n${one}\n</quiz>`,
      { line: 2, column: 3 },
    ],
    [
      'a __proto__ attribute',
      `<quiz>\n  <question type="multichoice" __proto__="x"><name><text>a</text></name></question>\n</quiz>`,
      { line: 2, column: 32 },
    ],
  ];
  for (const [what, content, where] of cases) {
    it(`${what}: refused with its line and column`, async () => {
      for (const dryRun of [true, false]) {
        const report = await importFile('moodle-xml', content, dryRun);
        expect(report.imported).toBe(0);
        expect(report.problems).toEqual([
          expect.objectContaining({ item: 0, ...where, code: 'unsupported' }),
        ]);
      }
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });
  }

  it('CDATA and comments that mention <!DOCTYPE or __proto__ are text, and import', async () => {
    const report = await importFile(
      'moodle-xml',
      moodle(
        '<!-- <!DOCTYPE x> <__proto__> -->',
        moodleQuestion('cdata-1', '<p>Ką reiškia <!DOCTYPE> ir <__proto__>?</p>'),
      ),
    );
    expect(report.problems).toEqual([]);
    expect(report.imported).toBe(1);
  });
});

describe('item 4: every stored text has one bound, the same on SQLite and MariaDB', () => {
  const question = (ref: string, over: object = {}) => ({
    ref,
    categories: ['A'],
    text: {
      lt: `Klausimas ${ref}`,
      ru: `Вопрос ${ref}`,
      en: `Question ${ref}`,
      uk: `Запитання ${ref}`,
      pl: `Pytanie ${ref}`,
    },
    answers: [
      { lt: 'Taip', ru: 'Да', en: 'Yes', uk: 'Так', pl: 'Tak' },
      { lt: 'Ne', ru: 'Нет', en: 'No', uk: 'Ні', pl: 'Nie' },
    ],
    correct: [0],
    ...over,
  });
  const bankFile = (...questions: object[]) =>
    JSON.stringify({
      family: 'ket',
      categories: fixtureBank('ket', { categories: { A: 1, B: 1 } }).categories,
      questions,
    });
  // Every language of LANGUAGES: the longest question is longest in all five.
  const all = (text: string) => perLanguage(() => text);
  /** The longest texts the schema takes, in the characters that cost a database the most bytes. */
  const longest = (ref: string) =>
    question(ref, {
      topic: 'safe-driving',
      text: all(`${ref}${'€'.repeat(10_000 - ref.length)}`),
      explanation: all('€'.repeat(10_000)),
      // JSON writes a control character as six bytes (\u001f): the answers column is the tightest.
      answers: Array.from({ length: 5 }, (_, i) => all(`${i}${'\u001f'.repeat(499)}`)),
      correct: [0],
    });

  it('a 150-character topic and a 70 KB text are field problems; the rest of the file imports', async () => {
    const content = bankFile(
      question('long-topic', { topic: 't'.repeat(150) }),
      question('long-text', { text: { ...all('x'), lt: 'ą'.repeat(70_000) } }),
      question('long-answer', { answers: [all('a'.repeat(501)), all('b')] }),
      question('long-image', { image: `${'i'.repeat(300)}.png` }),
      question('fits', { topic: 'risks' }),
    );
    for (const dryRun of [true, false]) {
      const report = await importFile('json', content, dryRun);
      expect(report.problems.map((p) => [p.item, p.code])).toEqual([
        [1, 'invalid'],
        [2, 'invalid'],
        [3, 'invalid'],
        [4, 'invalid'],
      ]);
      expect(report.problems[0].message).toMatch(/^topic: at most 100 characters/);
      expect(report.problems[1].message).toMatch(/^text\.lt: at most 10,000 characters/);
      expect(report.problems[2].message).toMatch(/^answers\.0\.lt: at most 500 characters/);
      expect(report.problems[3].message).toMatch(/^image: at most 255 characters/);
      expect(report.imported).toBe(dryRun ? 0 : 1);
    }
  });

  it('the question editor answers 400 naming the field', async () => {
    const res = await ctx
      .http()
      .post(api('/questions'))
      .auth(staff, bearer)
      .send(question('edit-long', { topic: 't'.repeat(150) }))
      .expect(400);
    expect(res.body.fields).toEqual([expect.objectContaining({ field: 'topic' })]);
  });

  it('the longest texts the schema takes are stored', async () => {
    const res = await ctx
      .http()
      .post(api('/questions'))
      .auth(staff, bearer)
      .send(longest('edit-longest'))
      .expect(201);
    expect(res.body.text.lt).toHaveLength(10_000);
    expect(res.body.answers[4].lt).toHaveLength(500);
  });

  it('a bank exported from SQLite imports here (into MariaDB under TEST_DB=mysql), in each format', async () => {
    const source = await createTestApp({ DATABASE_URL: 'sqlite::memory:', UPLOADS_DIR: uploads });
    try {
      await source.seed.seedBank(fixtureBank('ket', { categories: { A: 3, B: 3 } }));
      const sourceStaff = await source.staffToken();
      for (const q of [
        longest('sqlite-longest'),
        question('sqlite-quotes', {
          topic: 'priority',
          text: all('Tekstas su "kabutėmis", \\ ir <b>žymėmis</b> & ženklais ~=#{}:'),
        }),
      ])
        await source.http().post(api('/questions')).auth(sourceStaff, bearer).send(q).expect(201);
      const exported = async (format: string) =>
        (
          await source
            .http()
            .get(api(`/export?format=${format}`))
            .auth(sourceStaff, bearer)
            .buffer(true)
            .parse((res, done) => {
              let text = '';
              res.setEncoding('utf8');
              res.on('data', (c: string) => (text += c));
              res.on('end', () => done(null, text));
            })
            .expect(200)
        ).body as string;
      const json = await importFile('json', await exported('json'));
      expect(json.problems).toEqual([]);
      expect(json.created).toBe(2);
      const stored = await ctx.dataSource
        .getRepository(QuestionEntity)
        .findOneByOrFail({ family: 'ket', ref: 'sqlite-longest' });
      expect(stored.textLt).toBe(`sqlite-longest${'€'.repeat(10_000 - 14)}`);
      expect(stored.answers[4].ru).toHaveLength(500);
      // The other formats read back the same bank: nothing refused, nothing to change.
      for (const format of ['moodle-xml', 'gift']) {
        const report = await importFile(format, await exported(format));
        expect({ format, problems: report.problems }).toEqual({ format, problems: [] });
        expect({ format, unchanged: report.unchanged, imported: report.imported }).toEqual({
          format,
          unchanged: 8,
          imported: 0,
        });
      }
    } finally {
      await source.close();
    }
  });
});

// A timing test on a machine shared with other work: a stall of the import's own making is seconds long (issue 25
// measured 2–17 s before the fix); a retry only absorbs the machine's hiccups.
jest.retryTimes(2, { logErrorsBeforeRetry: true });

describe('item 2: an import never stalls other requests', () => {
  /** The longest a cheap request waits, asked one after another until `done()` (or for `ms`). */
  async function slowestProbe(done: () => boolean, ms = Infinity): Promise<number> {
    const until = performance.now() + ms;
    let slowest = 0;
    while (!done() && performance.now() < until) {
      const t = performance.now();
      await ctx.http().get('/api/health/live').expect(200);
      slowest = Math.max(slowest, performance.now() - t);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    return slowest;
  }
  /**
   * How much longer than usual another request waits while `content` is imported (a stalled event loop answers
   * none until the import is done). "Usual" is the slowest answer over as long a time with no import: this
   * machine is shared, and its own slowness is not the import's.
   */
  async function stallDuring(format: string, content: string): Promise<{ stall: number; ran: number }> {
    // Warm: the first request of a kind is slower, import or not.
    await slowestProbe(() => false, 50);
    let done = false;
    const started = performance.now();
    const importing = importFile(format, content, true).finally(() => (done = true));
    const during = await slowestProbe(() => done);
    await importing;
    const ran = performance.now() - started;
    const usual = await slowestProbe(() => false, ran);
    return { stall: during - usual, ran };
  }
  const lines = (n: number) => '\n'.repeat(n);
  const hostile: [string, string, string][] = [
    [
      'GIFT: 30 KB of blank lines inside a brace',
      'gift',
      `::g1:: Klausimas {\n=Taip\n${lines(30_000)}~Ne\n}\n`,
    ],
    [
      'GIFT: 96 KB of repeated <img in an HTML text',
      'gift',
      `::g2:: [html]Klausimas ${'<img'.repeat(24_000)} {\n=Taip\n~Ne\n}\n`,
    ],
    [
      'Moodle XML: 96 KB of repeated <img in an HTML text',
      'moodle-xml',
      moodle(moodleQuestion('m1', `Klausimas ${'<img src=x'.repeat(10_000)}`)),
    ],
    [
      'Moodle XML: 200 KB of unclosed language marks',
      'moodle-xml',
      moodle(
        moodleQuestion('m2', '{mlang lt}'.repeat(10_000)),
        moodleQuestion('m3', '<span lang="lt" class="multilang">'.repeat(6_000)),
      ),
    ],
    [
      'Moodle XML: 3,000 questions',
      'moodle-xml',
      moodle(...Array.from({ length: 3_000 }, (_, i) => moodleQuestion(`many-${i}`, `Klausimas ${i}`))),
    ],
  ];
  for (const [what, format, content] of hostile) {
    it(`${what}: no other request waits more than 100 ms`, async () => {
      const { stall, ran } = await stallDuring(format, content);
      console.log(`${what}: import ${Math.round(ran)} ms, stall ${Math.round(stall)} ms`);
      expect(stall).toBeLessThanOrEqual(100);
    });
  }
});
