/** @jest-environment jsdom */
// The e-mail account screens in a DOM with a fetch stub: what a learner sees for each answer of the API.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { addNamespace, initI18n, setLanguage } from '@portal/i18n';
import { shellResources, SHELL_NS } from '../../i18n';
import { NavigationContext, StartupContext } from '../../navigation';
import type { StartupData } from '../../startup';
import EmailAccountScreen from './email-account-screen';

const startup = (email: boolean): StartupData => ({
  families: [],
  staff: null,
  providers: { local: true, google: false, facebook: false, email },
  school: {},
  error: null,
});

// jsdom has no Response: the few members the screens read.
const answer = (status: number, body: unknown) =>
  jest.fn(async () => ({
    ok: status >= 200 && status < 300,
    status,
    json: async () => body,
  })) as unknown as typeof fetch;

describe('e-mail account screens', () => {
  let host: HTMLDivElement;
  let root: Root;
  beforeAll(async () => {
    await initI18n('en');
    addNamespace(SHELL_NS, shellResources);
  });
  beforeEach(() => {
    host = document.createElement('div');
    document.body.appendChild(host);
    root = createRoot(host);
  });
  afterEach(async () => {
    act(() => root.unmount());
    host.remove();
    await setLanguage('en');
  });

  async function mount(path: string, email = true, search = '') {
    window.history.replaceState(null, '', `${path}${search}`);
    await act(async () =>
      root.render(
        <StartupContext.Provider value={startup(email)}>
          <NavigationContext.Provider value={{ go: jest.fn(), pending: false }}>
            <EmailAccountScreen path={path} />
          </NavigationContext.Provider>
        </StartupContext.Provider>,
      ),
    );
  }

  const type = (name: string, value: string) => {
    const input = host.querySelector<HTMLInputElement>(`input[name=${name}]`)!;
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    act(() => {
      setter.call(input, value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
  };
  const submit = async () =>
    act(async () => {
      host.querySelector('form')!.requestSubmit();
    });

  it('without e-mail sign-up says the school makes accounts, and shows no form', async () => {
    for (const path of ['/signup', '/forgot', '/reset', '/confirm']) {
      await mount(path, false);
      expect(host.querySelector('[data-testid=email-unavailable]')?.textContent).toContain('driving school');
      expect(host.querySelector('form')).toBeNull();
    }
  });

  it('sign-up: field errors next to their fields in the screen language, then the e-mail is sent', async () => {
    await setLanguage('lt');
    await mount('/signup');
    globalThis.fetch = answer(400, {
      statusCode: 400,
      fields: [
        { field: 'email', code: 'email', message: 'Blogas el. pašto formatas' },
        { field: 'password', code: 'range', message: 'x' },
      ],
    });
    type('name', 'Ona');
    type('email', 'ona');
    type('password', 'short');
    await submit();
    const error = (name: string) => host.querySelector(`[data-field-error=${name}]`)?.textContent;
    expect(error('password')).toBe('Slaptažodis turi būti nuo 8 iki 200 simbolių.');
    expect(error('email')).toBe('Blogas el. pašto formatas');
    expect(host.querySelector('input[name=email]')?.getAttribute('aria-invalid')).toBe('true');

    globalThis.fetch = answer(202, { sent: true });
    type('email', 'ona@example.com');
    type('password', 'long-enough-1');
    await submit();
    expect(host.querySelector('[data-testid=signup-sent]')?.textContent).toContain('ona@example.com');
    const sent = JSON.parse(((globalThis.fetch as jest.Mock).mock.calls[0][1] as RequestInit).body as string);
    expect(sent).toEqual({
      name: 'Ona',
      email: 'ona@example.com',
      password: 'long-enough-1',
      language: 'lt',
    });
  });

  it('confirm: an expired or used link says so and offers to sign up again', async () => {
    globalThis.fetch = answer(410, { statusCode: 410, code: 'invalid-link', message: 'Nuoroda negalioja' });
    await mount('/confirm', true, '?token=' + 'a'.repeat(43));
    await act(async () => undefined);
    expect(host.querySelector('[data-testid=link-invalid]')?.textContent).toBe(
      'This link is no longer valid: it has expired or has already been used.',
    );
    // the token does not stay in the address bar
    expect(window.location.search).toBe('');
  });

  it('reset: the new password is saved and the learner is sent to sign in', async () => {
    globalThis.fetch = answer(200, { username: 'ona@example.com' });
    await mount('/reset', true, '?token=' + 'b'.repeat(43));
    type('password', 'a-new-password');
    await submit();
    expect(host.querySelector('[data-testid=reset-done]')?.textContent).toContain('ona@example.com');
  });

  it('forgot: too many requests is said in words', async () => {
    globalThis.fetch = answer(429, { statusCode: 429, code: 'rate-limited', message: 'x' });
    await mount('/forgot');
    type('email', 'ona@example.com');
    await submit();
    expect(host.querySelector('[role=alert]')?.textContent).toBe(
      'Too many requests for this address. Try again in an hour.',
    );
  });
});
