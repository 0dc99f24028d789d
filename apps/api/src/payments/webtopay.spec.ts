import { createSign, generateKeyPairSync } from 'node:crypto';
import {
  decodeSafeUrlBase64,
  encodeSafeUrlBase64,
  md5Hex,
  parseData,
  paymentUrl,
  signRequest,
  verifyCallback,
} from './webtopay';

const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 1024 });
const PEM = publicKey.export({ type: 'spki', format: 'pem' }).toString();
const PASSWORD = 'test-password';

function signed(query: string, password = PASSWORD) {
  const data = encodeSafeUrlBase64(query);
  const ss2 = createSign('RSA-SHA1')
    .update(data)
    .sign(privateKey)
    .toString('base64')
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
  return { data, ss1: md5Hex(data + password), ss2 };
}

describe('WebToPay protocol', () => {
  it('encodes a request as URL-safe base64 of the URL-encoded parameters, signed md5(data + password)', () => {
    const request = signRequest({ projectid: '123', orderid: '7', paytext: 'a b/ą?' }, PASSWORD);
    expect(request.data).not.toMatch(/[+/]/);
    expect(decodeSafeUrlBase64(request.data).toString()).toBe(
      'projectid=123&orderid=7&paytext=a+b%2F%C4%85%3F',
    );
    expect(request.sign).toBe(md5Hex(request.data + PASSWORD));
    const url = new URL(paymentUrl('https://pay.example/pay/', request));
    expect(url.searchParams.get('data')).toBe(request.data);
    expect(url.searchParams.get('sign')).toBe(request.sign);
  });

  it('the URL-safe alphabet round-trips bytes that give + and / in plain base64', () => {
    const text = '>>>???~~~';
    expect(Buffer.from(text).toString('base64')).toMatch(/[+/]/);
    expect(decodeSafeUrlBase64(encodeSafeUrlBase64(text)).toString()).toBe(text);
  });

  it('accepts a callback whose ss1 and ss2 both match, and parses its data', () => {
    const callback = signed('projectid=123&orderid=7&status=1&amount=600&currency=EUR');
    expect(verifyCallback(callback, PASSWORD, PEM)).toBe(true);
    expect(parseData(callback.data)).toMatchObject({ orderid: '7', status: '1', amount: '600' });
  });

  it('refuses a wrong password (ss1), a foreign key (ss2), one changed byte of data, missing parts', () => {
    const callback = signed('projectid=123&orderid=7&status=1');
    expect(verifyCallback({ ...callback, ss1: md5Hex(callback.data + 'other') }, PASSWORD, PEM)).toBe(false);
    const other = generateKeyPairSync('rsa', { modulusLength: 1024 }).publicKey;
    expect(verifyCallback(callback, PASSWORD, other.export({ type: 'spki', format: 'pem' }).toString())).toBe(
      false,
    );
    const flipped = callback.data[5] === 'A' ? 'B' : 'A';
    const changed = callback.data.slice(0, 5) + flipped + callback.data.slice(6);
    expect(verifyCallback({ ...callback, data: changed }, PASSWORD, PEM)).toBe(false);
    // a matching ss1 alone (the password leaked) is not enough: ss2 must be the provider's
    expect(
      verifyCallback({ ...callback, data: changed, ss1: md5Hex(changed + PASSWORD) }, PASSWORD, PEM),
    ).toBe(false);
    expect(verifyCallback({ ...callback, ss2: '' }, PASSWORD, PEM)).toBe(false);
  });
});
