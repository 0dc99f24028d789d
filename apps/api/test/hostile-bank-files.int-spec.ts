import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { familyDefinition, type BankImportReport } from '@portal/contracts';
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
  await ctx.seed.seedBank(fixtureBank('ket', { categories: { A: 3, B: 3 } }));
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
