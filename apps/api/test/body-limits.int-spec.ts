import { once } from 'node:events';
import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { createTestApp, type TestContext } from './test-app';

// Body limits are enforced while the body is read, per route as the router chose it: a body with no length
// (chunked) is cut off at the route's limit and the connection closed, instead of being read whole first.

let ctx: TestContext;
let port: number;
/** The server's side of each connection, by the client's port: what the server really read. */
const serverSockets = new Map<number, Socket>();

beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.seed.seedAccounts();
  const server = ctx.app.getHttpServer() as Server;
  port = (server.address() as AddressInfo).port;
  server.on('connection', (socket: Socket) => serverSockets.set(socket.remotePort!, socket));
});
afterAll(() => ctx?.close());

const MB = 1024 * 1024;
/** One chunk, written again and again: the client's own memory stays flat. */
const CHUNK = Buffer.alloc(64 * 1024, 'x');

interface Sent {
  status: number | null;
  body: string;
  /** Bytes the client managed to hand to its socket (the kernel's buffers take some the server never reads). */
  clientWrote: number;
  /** Bytes the server's socket read, once the server closed it. */
  serverRead: number;
}

/** POSTs `total` bytes with chunked transfer encoding (no Content-Length), as fast as the server takes them. */
async function sendChunked(path: string, total: number, headers: Record<string, string> = {}): Promise<Sent> {
  const req = httpRequest({
    host: '127.0.0.1',
    port,
    path,
    method: 'POST',
    headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked', ...headers },
  });
  let status: number | null = null;
  let body = '';
  let finished = false;
  let failed: Error | null = null;
  const answered = new Promise<void>((resolve) => {
    req.on('response', (res) => {
      status = res.statusCode ?? null;
      res.setEncoding('utf8');
      res.on('data', (text: string) => (body += text));
      res.on('end', resolve);
      res.on('error', resolve);
    });
    req.on('error', (error) => {
      failed = error;
      resolve();
    });
  });
  void answered.then(() => (finished = true));
  const socket: Socket = await once(req, 'socket').then(([s]) => s as Socket);
  if (socket.connecting) await once(socket, 'connect');
  const clientPort = socket.localPort!;
  let clientWrote = 0;
  req.write('{"username":"');
  while (clientWrote < total && !finished && !failed) {
    clientWrote += CHUNK.length;
    if (!req.write(CHUNK)) await Promise.race([once(req, 'drain'), answered]);
  }
  if (!finished && !failed) req.end('","password":"x"}');
  await answered;
  req.destroy();
  const server = serverSockets.get(clientPort)!;
  if (!server.destroyed) await once(server, 'close');
  return { status, body, clientWrote, serverRead: server.bytesRead };
}

describe('body limits while reading', () => {
  it('a chunked 40 MB body to the sign-in is cut off before 1 MB is read: 413, connection closed', async () => {
    const sent = await sendChunked('/api/auth/login', 40 * MB);
    expect(sent.status).toBe(413);
    expect(JSON.parse(sent.body)).toMatchObject({ statusCode: 413, code: 'payload-too-large' });
    expect(sent.serverRead).toBeLessThan(1 * MB);
  });

  it('six at once do not grow the memory', async () => {
    let peak = 0;
    const used = () => {
      const m = process.memoryUsage();
      return m.heapUsed + m.arrayBuffers;
    };
    const before = used();
    const sample = setInterval(() => (peak = Math.max(peak, used() - before)), 5);
    const all = await Promise.all(Array.from({ length: 6 }, () => sendChunked('/api/auth/login', 40 * MB)));
    clearInterval(sample);
    peak = Math.max(peak, used() - before);
    expect(all.map((s) => s.status)).toEqual(Array(6).fill(413));
    expect(all.map((s) => s.serverRead < MB)).toEqual(Array(6).fill(true));
    // Read whole first, six bodies held 240 MB; cut off at the limit, they hold a few.
    expect(peak).toBeLessThan(48 * MB);
  });

  it('every ordinary JSON route stops at 256 KB, however its URL is spelled', async () => {
    for (const path of [
      '/api/ket/tests/save',
      '/api/staff/accounts',
      '/api/%6Bet/tests/save',
      '/api/nothing',
    ]) {
      const sent = await sendChunked(path, 2 * MB);
      expect({ path, status: sent.status, under1MB: sent.serverRead < MB }).toEqual({
        path,
        status: 413,
        under1MB: true,
      });
    }
    // A declared length over the limit is refused before anything is read.
    const declared = await ctx
      .http()
      .post('/api/auth/login')
      .set('Content-Type', 'application/json')
      .send(`{"username":"${'x'.repeat(300 * 1024)}","password":"y"}`);
    expect(declared.status).toBe(413);
  });

  it('the routes that need more take more: a bank import, an image upload; the payment callback takes less', async () => {
    const staff = await ctx.staffToken();
    // 1 MB of JSON to the import: read whole (then refused for its content, not its size).
    const bank = await sendChunked('/api/staff/banks/ket/import', 1 * MB, {
      authorization: `Bearer ${staff}`,
    });
    expect(bank.status).toBe(400);
    // A 1 MB image (PNG by its bytes) with its length declared, as a browser sends it.
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(1 * MB, 1),
    ]);
    await ctx
      .http()
      .post('/api/staff/banks/ket/images')
      .auth(staff, { type: 'bearer' })
      .attach('file', png, 'big.png')
      .expect(200);
    // The payment provider's form callback: 16 KB.
    const callback = await sendChunked('/api/payments/paysera/callback', 64 * 1024, {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(callback.status).toBe(413);
  });
});
