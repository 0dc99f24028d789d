// A local SMTP server for the tests (the API suites and the browser tests): collects the messages the portal sends.
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

/** A message the catcher received: the envelope recipient, the decoded subject and text, the links in it. */
export interface CaughtMail {
  to: string;
  subject: string;
  text: string;
  links: string[];
}

export interface SmtpCatcher {
  /** SMTP_URL for the API: smtp://127.0.0.1:<port> (no TLS, no authentication). */
  url: string;
  messages: CaughtMail[];
  /** The next message to `to` not yet taken (waits up to `timeoutMs`). */
  next(to: string, timeoutMs?: number): Promise<CaughtMail>;
  /** The messages to `to` not yet taken, without waiting. */
  pending(to: string): CaughtMail[];
  close(): Promise<void>;
}

/** `=?UTF-8?Q?...?=` / `=?UTF-8?B?...?=` words of a header. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_, kind: string, data: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

function decodeQuotedPrintable(value: string): string {
  const bytes: number[] = [];
  const text = value.replace(/=\r?\n/g, '');
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '=' && /^[0-9A-F]{2}$/i.test(text.slice(i + 1, i + 3))) {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(text[i], 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** A single-part text message as nodemailer writes it (7bit, quoted-printable or base64). */
export function parseMessage(raw: string, to: string): CaughtMail {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1] ?? '';
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const text =
    encoding === 'base64'
      ? Buffer.from(body, 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(body)
        : body;
  return {
    to,
    subject: decodeHeader(header('Subject')),
    text,
    links: text.match(/https?:\/\/\S+/g) ?? [],
  };
}

/** An SMTP server on 127.0.0.1 (a free port) that keeps every message it is sent. */
export async function startSmtpCatcher(): Promise<SmtpCatcher> {
  const messages: CaughtMail[] = [];
  const taken = new Set<CaughtMail>();
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        for (const rcpt of session.envelope.rcptTo)
          messages.push(parseMessage(raw, rcpt.address.toLowerCase()));
        waiters.splice(0).forEach((wake) => wake());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  const pending = (to: string) => messages.filter((m) => m.to === to.toLowerCase() && !taken.has(m));
  const next = async (to: string, timeoutMs = 10_000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = pending(to)[0];
      if (found) {
        taken.add(found);
        return found;
      }
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no e-mail to ${to} within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  };
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    next,
    pending,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
