import { startSmtpCatcher, type SmtpCatcher } from '@portal/test-support';
import { createConnection } from 'mysql2/promise';
import { AccountEntity } from '../accounts/account.entity';
import { createTestApp, describeMysql, type TestContext } from '../../test/test-app';
import { MailService } from '../mail/mail.service';
import { EmailTokenEntity } from './email-token.entity';

// Issue 25 item 5 (the per-client limit is the rate limiters' issue): e-mail addresses compare without case on
// SQLite too, look-alike addresses make no look-alike accounts, the bank import refuses lone surrogates like every
// other route, and "forgot" answers an unknown address no faster than a known one: the answer does none of the
// address-dependent work (lookup, token, e-mail), which runs after it. That is shown on MariaDB, where another
// session can hold the tokens table: timing two answers on a shared machine shows mostly its noise.

let smtp: SmtpCatcher;
let ctx: TestContext;
let staff: string;
let unique = 0;
const tag = () => `${++unique}${Math.random().toString(36).slice(2, 6)}`;
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
const mailSettled = () => ctx.app.get(MailService).idle();
const accounts = () => ctx.dataSource.getRepository(AccountEntity);

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  ctx = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Portalas <portal@example.lt>' });
  staff = await ctx.staffToken();
});
afterAll(async () => {
  await ctx?.close();
  await smtp?.close();
});

const signUp = (email: string) =>
  ctx.http().post('/api/auth/signup').send({ email, password: 'signup-pass-1', name: 'Ona Naujokė' });
const forgot = (email: string) => ctx.http().post('/api/auth/forgot').send({ email, language: 'en' });

/** An account made by staff with an address in mixed case, as a school types it. */
async function staffMadeAccount(email: string): Promise<string> {
  const username = `mixed.${tag()}`;
  await ctx
    .http()
    .post('/api/staff/accounts')
    .auth(staff, { type: 'bearer' })
    .send({ username, password: 'mixed-pass-1', name: 'Ona Mišri', email })
    .expect(201);
  return username;
}

describe('addresses compare without case, on every database', () => {
  it('a Mixed.Case account gets the reset mail for the lower-case address', async () => {
    const email = `Mixed.Case-${tag()}@Example.com`;
    const username = await staffMadeAccount(email);
    await forgot(email.toLowerCase()).expect(202);
    const mail = await smtp.next(email);
    expect(mail.text).toContain(`"${username}"`);
    await ctx
      .http()
      .post('/api/auth/reset')
      .send({ token: tokenOf(mail.links[0]), password: 'mixed-pass-2' })
      .expect(200);
    await ctx.login(username, 'mixed-pass-2');
  });

  it('no second account for the same address in another case: its owner is told instead', async () => {
    const email = `Owner.Case-${tag()}@Example.com`;
    await staffMadeAccount(email);
    const before = await accounts().count();
    await signUp(email.toUpperCase()).expect(202);
    await signUp(email.toLowerCase()).expect(202);
    await mailSettled();
    // Two "you already have an account" mails to the owner's address; no confirmation link to anyone.
    const first = await smtp.next(email);
    const second = await smtp.next(email);
    for (const mail of [first, second])
      expect(mail.links.some((l) => l.includes('/confirm?token='))).toBe(false);
    expect(await ctx.dataSource.getRepository(EmailTokenEntity).countBy({ kind: 'signup' })).toBe(0);
    expect(await accounts().count()).toBe(before);
  });
});

describe('look-alike addresses', () => {
  it('an address with a Cyrillic letter is refused (400 email)', async () => {
    for (const email of ['оna@example.com', 'ona@exаmple.com']) {
      const res = await signUp(email).expect(400);
      expect(res.body.fields).toEqual([expect.objectContaining({ field: 'email', code: 'email' })]);
      await forgot(email).expect(400);
    }
  });

  it('a full-width address is the ASCII one: matched to the existing account, never a look-alike one', async () => {
    const local = `fullwidth${tag()}`;
    const email = `${local}@example.com`;
    await signUp(email).expect(202);
    await ctx
      .http()
      .post('/api/auth/confirm')
      .send({ token: tokenOf((await smtp.next(email)).links[0]) })
      .expect(200);
    const wide = [...email].map((c) => String.fromCodePoint(c.codePointAt(0)! + 0xfee0)).join('');
    expect(wide).not.toBe(email);
    expect(wide.normalize('NFKC')).toBe(email);
    const before = await accounts().count();
    await signUp(wide).expect(202);
    const told = await smtp.next(email);
    expect(told.links.some((l) => l.includes('/confirm?token='))).toBe(false);
    await forgot(wide).expect(202);
    expect((await smtp.next(email)).links[0]).toContain('/reset?token=');
    expect(await accounts().count()).toBe(before);
    // (Compared here, not in SQL: MariaDB's collation takes full-width letters for ASCII ones.)
    expect((await accounts().find()).filter((a) => a.username === wide || a.email === wide)).toEqual([]);
  });
});

describe('the bank import refuses lone surrogates like every other route', () => {
  it('a JSON bank with \\ud800 in a text or a category label: invalid, nothing stored', async () => {
    const question = (ref: string, lt: string) => ({
      ref,
      categories: ['A'],
      text: { lt, ru: 'Вопрос', en: 'Question', uk: 'Запитання', pl: 'Pytanie' },
      answers: [
        { lt: 'Taip', ru: 'Да', en: 'Yes', uk: 'Так', pl: 'Tak' },
        { lt: 'Ne', ru: 'Нет', en: 'No', uk: 'Ні', pl: 'Nie' },
      ],
      correct: [0],
    });
    const labels = { lt: 'A', ru: 'A', en: 'A', uk: 'A', pl: 'A' };
    // Written as the file would be: the escape `\ud800` in JSON text, which JSON.parse makes a lone surrogate.
    const content = JSON.stringify({
      family: 'ket',
      categories: [
        { value: 'A', type: 'moto', labels },
        { value: 'LS', type: 'moto', labels: { ...labels, ru: 'LONE' } },
      ],
      questions: [question('lone-1', 'Klausimas LONE'), question('fine-1', 'Klausimas')],
    }).replace(/LONE/g, '\\ud800');
    const before = await ctx.dataSource.getRepository('QuestionEntity').count();
    const res = await ctx
      .http()
      .post('/api/staff/banks/ket/import')
      .auth(staff, { type: 'bearer' })
      .send({ format: 'json', content })
      .expect(200);
    expect(res.body.problems).toEqual([
      expect.objectContaining({ item: 0, code: 'invalid', message: expect.stringContaining('labels.ru') }),
      expect.objectContaining({ item: 1, code: 'invalid', message: expect.stringContaining('text.lt') }),
    ]);
    expect(res.body.imported).toBe(1);
    expect(await ctx.dataSource.getRepository('QuestionEntity').count()).toBe(before + 1);
  });

  it('a Moodle character reference to a surrogate stays text', async () => {
    const content = `<quiz><question type="multichoice"><name><text>lone-xml</text></name>
<questiontext format="html"><text>Klausimas &amp; &#xD800; ženklas</text></questiontext>
<answer fraction="100"><text>Taip</text></answer><answer fraction="0"><text>Ne</text></answer>
<tags><tag><text>category:A</text></tag></tags></question></quiz>`;
    const res = await ctx
      .http()
      .post('/api/staff/banks/ket/import')
      .auth(staff, { type: 'bearer' })
      .send({ format: 'moodle-xml', content, dryRun: true })
      .expect(200);
    expect(res.body.problems).toEqual([]);
  });
});

describeMysql(
  '"forgot" answers before touching the tokens (MariaDB: the table locked by another session)',
  () => {
    it('a known address is answered while email_tokens is locked; its link is written once the lock goes', async () => {
      const email = `locked-${tag()}@example.com`;
      await staffMadeAccount(email);
      const db = ctx.config.database;
      if (db.type !== 'mysql') throw new Error('MariaDB only');
      const locker = await createConnection({
        host: db.host,
        port: db.port,
        user: db.username,
        password: db.password,
        database: db.database,
      });
      try {
        await locker.query('LOCK TABLES email_tokens WRITE');
        // Before the fix the known address's answer waited for its token row (an unknown one's did not).
        const answer = await Promise.race([
          forgot(email).then((res) => res.status),
          new Promise((resolve) => setTimeout(() => resolve('no answer within 2 s'), 2000)),
        ]);
        expect(answer).toBe(202);
      } finally {
        await locker.query('UNLOCK TABLES');
        await locker.end();
      }
      expect((await smtp.next(email)).links[0]).toContain('/reset?token=');
    });
  },
);
