// A local stand-in for the card-payment provider (Paysera's WebToPay checkout), for development and tests only.
// It takes `data` and `sign` like the real payment page, checks the sign, shows Pay and Cancel, calls the
// merchant's callback signed like the real provider (ss1 = md5(data + password), ss2 = RSA-SHA1 with a key pair
// generated here at the first start, kept in a git-ignored folder), then sends the browser back.
// Tests may repeat or tamper with the last callback: POST /control/replay?times=10&tamper=byte|amount|project.
import { createHash, createSign, generateKeyPairSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const DEFAULT_PASSWORD = 'stand-in-sign-password';
export const DEFAULT_PROJECT_ID = '100001';

const md5 = (text) => createHash('md5').update(text, 'utf8').digest('hex');
const toSafe = (b64) => b64.replace(/\+/g, '-').replace(/\//g, '_');
const fromSafe = (text) => Buffer.from(text.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
const encodeData = (params) => toSafe(Buffer.from(new URLSearchParams(params).toString()).toString('base64'));
const decodeData = (data) => Object.fromEntries(new URLSearchParams(fromSafe(data).toString('utf8')));
const escape = (text) =>
  String(text).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  );

/** The key pair the provider signs ss2 with: made once into `keyDir` (public.pem is what the API trusts). */
export function ensureKeys(keyDir) {
  mkdirSync(keyDir, { recursive: true });
  const privateFile = join(keyDir, 'private.pem');
  const publicFile = join(keyDir, 'public.pem');
  if (!existsSync(privateFile) || !existsSync(publicFile)) {
    const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    writeFileSync(privateFile, privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600 });
    writeFileSync(publicFile, publicKey.export({ type: 'spki', format: 'pem' }));
  }
  return { privateKey: readFileSync(privateFile, 'utf8'), publicFile };
}

const TEXTS = {
  LIT: {
    title: 'Mokėjimas (bandomasis tiekėjas)',
    order: 'Užsakymas',
    amount: 'Suma',
    pay: 'Mokėti',
    cancel: 'Atšaukti',
    test: 'Bandomasis mokėjimas: pinigai nenuskaitomi.',
  },
  RUS: {
    title: 'Оплата (тестовый провайдер)',
    order: 'Заказ',
    amount: 'Сумма',
    pay: 'Оплатить',
    cancel: 'Отменить',
    test: 'Тестовый платёж: деньги не списываются.',
  },
  ENG: {
    title: 'Payment (stand-in provider)',
    order: 'Order',
    amount: 'Amount',
    pay: 'Pay',
    cancel: 'Cancel',
    test: 'Test payment: no money is taken.',
  },
  UKR: {
    title: 'Оплата (тестовий провайдер)',
    order: 'Замовлення',
    amount: 'Сума',
    pay: 'Оплатити',
    cancel: 'Скасувати',
    test: 'Тестовий платіж: гроші не списуються.',
  },
  POL: {
    title: 'Płatność (dostawca testowy)',
    order: 'Zamówienie',
    amount: 'Kwota',
    pay: 'Zapłać',
    cancel: 'Anuluj',
    test: 'Płatność testowa: pieniądze nie są pobierane.',
  },
};
const HTML_LANG = { LIT: 'lt', RUS: 'ru', ENG: 'en', UKR: 'uk', POL: 'pl' };

function page(lang, body, status = 200) {
  return {
    status,
    type: 'text/html; charset=utf-8',
    body: `<!doctype html><html lang="${HTML_LANG[lang] ?? 'lt'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape((TEXTS[lang] ?? TEXTS.LIT).title)}</title><style>body{font-family:sans-serif;max-width:30rem;margin:3rem auto;padding:0 1rem}button{font-size:1rem;padding:.6rem 1.2rem;margin-right:.5rem}</style></head><body><main>${body}</main></body></html>`,
  };
}

export function createStandIn({ password = DEFAULT_PASSWORD, privateKey }) {
  let last = null; // { callbackurl, params }

  const sign = (params) => {
    const data = encodeData(params);
    const ss2 = toSafe(createSign('RSA-SHA1').update(data).sign(privateKey).toString('base64'));
    return { data, ss1: md5(data + password), ss2 };
  };

  const signOk = (data, given) => {
    const expected = Buffer.from(md5(String(data) + password));
    const actual = Buffer.from(String(given ?? '').toLowerCase());
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  };

  async function callBack(callbackurl, signed) {
    const url = new URL(callbackurl);
    for (const [k, v] of Object.entries(signed)) url.searchParams.set(k, v);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
      return { status: res.status, text: await res.text() };
    } catch (error) {
      return { status: 0, text: String(error) };
    }
  }

  function tampered(params, tamper) {
    if (tamper === 'amount') return sign({ ...params, amount: String(Number(params.amount) + 1) });
    if (tamper === 'project') return sign({ ...params, projectid: `${params.projectid}9` });
    const signed = sign(params);
    if (tamper === 'byte') {
      const i = Math.floor(signed.data.length / 2);
      signed.data = signed.data.slice(0, i) + (signed.data[i] === 'A' ? 'B' : 'A') + signed.data.slice(i + 1);
    }
    return signed;
  }

  async function handle(method, url, form) {
    if (url.pathname === '/control/health')
      return { status: 200, type: 'application/json', body: '{"ok":true}' };
    if (url.pathname === '/control/replay' && method === 'POST') {
      if (!last) return { status: 409, type: 'application/json', body: '{"error":"no callback yet"}' };
      const times = Math.min(100, Math.max(1, Number(url.searchParams.get('times') ?? 1)));
      const tamper = url.searchParams.get('tamper');
      const answers = await Promise.all(
        Array.from({ length: times }, () => callBack(last.callbackurl, tampered(last.params, tamper))),
      );
      return { status: 200, type: 'application/json', body: JSON.stringify(answers) };
    }
    if (url.pathname === '/pay/' || url.pathname === '/pay') {
      const data = method === 'POST' ? form.get('data') : url.searchParams.get('data');
      const given = method === 'POST' ? form.get('sign') : url.searchParams.get('sign');
      if (!data || !signOk(data, given))
        return page('ENG', '<h1>Bad sign</h1><p>The sign does not match the data.</p>', 400);
      const params = decodeData(data);
      const lang = TEXTS[params.lang] ? params.lang : 'LIT';
      const t = TEXTS[lang];
      const decision = method === 'POST' ? form.get('decision') : null;
      if (decision === 'cancel') return { status: 303, location: params.cancelurl };
      if (decision === 'pay') {
        const callback = {
          projectid: params.projectid,
          orderid: params.orderid,
          lang,
          amount: params.amount,
          currency: params.currency,
          payment: 'standin',
          country: 'LT',
          paytext: params.paytext ?? '',
          status: '1',
          test: params.test ?? '0',
          requestid: randomBytes(6).toString('hex'),
          payamount: params.amount,
          paycurrency: params.currency,
          version: params.version ?? '1.6',
          type: 'macro',
        };
        last = { callbackurl: params.callbackurl, params: callback };
        const answer = await callBack(params.callbackurl, sign(callback));
        if (answer.text !== 'OK')
          return page(
            lang,
            `<h1>Callback failed</h1><p>${escape(answer.status)}: ${escape(answer.text)}</p>`,
            502,
          );
        const back = new URL(params.accepturl);
        for (const [k, v] of Object.entries(sign(callback))) back.searchParams.set(k, v);
        return { status: 303, location: back.toString() };
      }
      const amount = `${(Number(params.amount) / 100).toFixed(2)} ${escape(params.currency ?? '')}`;
      const hidden = `<input type="hidden" name="data" value="${escape(data)}"><input type="hidden" name="sign" value="${escape(given)}">`;
      return page(
        lang,
        `<h1>${escape(t.title)}</h1>${params.test === '1' ? `<p>${escape(t.test)}</p>` : ''}` +
          `<p>${escape(t.order)}: <strong data-testid="standin-order">${escape(params.orderid)}</strong></p>` +
          `<p>${escape(t.amount)}: <strong data-testid="standin-amount">${amount}</strong></p>` +
          `<form method="post" action="/pay/">${hidden}` +
          `<button type="submit" name="decision" value="pay">${escape(t.pay)}</button>` +
          `<button type="submit" name="decision" value="cancel">${escape(t.cancel)}</button></form>`,
      );
    }
    return { status: 404, type: 'text/plain', body: 'not found' };
  }

  return createServer((req, res) => {
    const chunks = [];
    let size = 0;
    req.on('data', (c) => {
      size += c.length;
      if (size > 64 * 1024) req.destroy();
      else chunks.push(c);
    });
    req.on('end', async () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      try {
        const out = await handle(req.method ?? 'GET', url, form);
        if (out.location) {
          res.writeHead(out.status, { Location: out.location });
          res.end();
        } else {
          res.writeHead(out.status, { 'Content-Type': out.type, 'Cache-Control': 'no-store' });
          res.end(out.body);
        }
      } catch (error) {
        res.writeHead(500, { 'Content-Type': 'text/plain' });
        res.end(String(error));
      }
    });
  });
}

/** `node tools/payments-stand-in/server.mjs`: STAND_IN_PORT (3999), PAYSERA_SIGN_PASSWORD, STAND_IN_KEY_DIR. */
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.STAND_IN_PORT || 3999);
  const keyDir = resolve(root, process.env.STAND_IN_KEY_DIR || 'tmp/payments-stand-in');
  const { privateKey, publicFile } = ensureKeys(keyDir);
  const server = createStandIn({
    password: process.env.PAYSERA_SIGN_PASSWORD || DEFAULT_PASSWORD,
    privateKey,
  });
  server.listen(port, '127.0.0.1', () => {
    console.log(`Payment stand-in on http://127.0.0.1:${port}/pay/ (public key ${publicFile})`);
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
}
