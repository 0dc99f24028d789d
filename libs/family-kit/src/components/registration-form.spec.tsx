/** @jest-environment jsdom */
// The registration form in a DOM (core spec section 5): 'Pateikti' is disabled while the form is invalid, the
// birth date is masked, a bad e-mail shows 'Blogas el. pašto formatas', server field errors appear at their fields.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { initI18n, setLanguage } from '@portal/i18n';
import type { RegistrationForm as Body } from '@portal/contracts';
import { RegistrationForm } from './registration-form';

// only the pure helpers (the package entry would build the RTK API, which wants fetch)
jest.mock('@portal/api-client', () => jest.requireActual('../../../api-client/src/error-detail'));

const wait = (ms = 50) => act(() => new Promise<void>((r) => setTimeout(r, ms)));

/** Lets antd's async validation and its motion settle, in several act() rounds, until the check holds. */
async function until(check: () => boolean, timeoutMs = 3000) {
  const end = Date.now() + timeoutMs;
  while (!check() && Date.now() < end) await wait();
  expect(check()).toBe(true);
}
const text = (el: Element) => el.textContent ?? '';

function type(input: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  act(() => {
    setter.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

const q = <T extends Element>(root: ParentNode, testId: string) =>
  root.querySelector(`[data-testid="${testId}"]`) as T;

describe('RegistrationForm in the DOM', () => {
  let host: HTMLDivElement;
  let root: Root;
  beforeAll(async () => {
    await initI18n('lt');
  });
  beforeEach(() => {
    host = document.createElement('div');
    document.body.appendChild(host);
    root = createRoot(host);
  });
  afterEach(async () => {
    act(() => root.unmount());
    host.remove();
    await act(() => setLanguage('lt'));
  });

  it('submit is disabled until valid, masks gdata, shows the e-mail message, submits the trimmed body', async () => {
    const submitted: Body[] = [];
    act(() =>
      root.render(<RegistrationForm initialValues={{ filialas: 6 }} onSubmit={(b) => submitted.push(b)} />),
    );
    await wait();
    const submit = q<HTMLButtonElement>(host, 'reg-submit');
    expect(submit.textContent).toBe('Pateikti');
    expect(submit.disabled).toBe(true);

    type(q(host, 'reg-vardas'), 'Žydrūnė');
    type(q(host, 'reg-pavarde'), 'Ąžuolienė-Šimkutė');
    type(q(host, 'reg-gdata'), '19990228');
    type(q(host, 'reg-telefonas'), '+370 612 34567');
    type(q(host, 'reg-email'), 'zydrune@example');
    act(() => q<HTMLInputElement>(host, 'reg-agree').click());
    await until(() => text(host).includes('Blogas el. pašto formatas'));
    expect(q<HTMLInputElement>(host, 'reg-gdata').value).toBe('1999-02-28');
    expect(submit.disabled).toBe(true);

    type(q(host, 'reg-email'), 'zydrune@example.lt');
    await until(() => !text(host).includes('Blogas el. pašto formatas') && !submit.disabled);

    act(() => submit.click());
    await until(() => submitted.length > 0);
    expect(submitted).toEqual([
      {
        vardas: 'Žydrūnė',
        pavarde: 'Ąžuolienė-Šimkutė',
        gdata: '1999-02-28',
        telefonas: '+370 612 34567',
        email: 'zydrune@example.lt',
        filialas: 6,
        agree: true,
      },
    ]);
  });

  it('names refuse digits; a touched invalid birth date is highlighted', async () => {
    act(() => root.render(<RegistrationForm onSubmit={() => undefined} />));
    await wait();
    type(q(host, 'reg-vardas'), 'Jonas2');
    type(q(host, 'reg-gdata'), '1999-02-30');
    await until(
      () =>
        text(host).includes('Leidžiamos tik raidės, brūkšnelis ir tarpas') &&
        text(host).includes('Įveskite datą formatu YYYY-MM-DD'),
    );
    const gdataItem = q<HTMLInputElement>(host, 'reg-gdata').closest('.ant-form-item');
    expect(gdataItem?.className).toContain('ant-form-item-has-error');
  });

  it('server field errors of a 400 are shown at their fields', async () => {
    act(() =>
      root.render(
        <RegistrationForm
          onSubmit={() => undefined}
          serverErrors={[
            { field: 'email', code: 'email', message: 'Blogas el. pašto formatas' },
            { field: 'gdata', code: 'date', message: 'Neteisinga gimimo data' },
          ]}
        />,
      ),
    );
    const emailItem = () => q<HTMLInputElement>(host, 'reg-email').closest('.ant-form-item')!;
    const gdataItem = () => q<HTMLInputElement>(host, 'reg-gdata').closest('.ant-form-item')!;
    await until(
      () =>
        text(emailItem()).includes('Blogas el. pašto formatas') &&
        text(gdataItem()).includes('Įveskite datą formatu YYYY-MM-DD'),
    );
  });

  it('server field errors are shown in the learner’s language by their code, not in the server’s Lithuanian', async () => {
    await act(() => setLanguage('ru'));
    act(() =>
      root.render(
        <RegistrationForm
          onSubmit={() => undefined}
          serverErrors={[
            { field: 'vardas', code: 'type', message: 'Turi būti tekstas' },
            { field: 'body', code: 'format', message: 'Netinkamas užklausos turinys (JSON)' },
          ]}
        />,
      ),
    );
    const vardasItem = () => q<HTMLInputElement>(host, 'reg-vardas').closest('.ant-form-item')!;
    await until(
      () =>
        text(vardasItem()).includes('Неверный тип значения') &&
        text(host).includes('body: Неверное содержимое запроса (JSON)'),
    );
    expect(text(host)).not.toContain('Netinkamas');
  });

  it('rejected -1/-4: the stored details are prefilled, consent is asked again', async () => {
    act(() =>
      root.render(
        <RegistrationForm
          initialValues={{
            vardas: 'Rūta',
            pavarde: 'Atmesta',
            gdata: '2001-01-01',
            telefonas: '+37060000003',
            email: 'ruta@example.com',
            filialas: 3,
            agree: false,
          }}
          onSubmit={() => undefined}
        />,
      ),
    );
    await until(() => q<HTMLInputElement>(host, 'reg-vardas').value === 'Rūta');
    expect(q<HTMLInputElement>(host, 'reg-email').value).toBe('ruta@example.com');
    expect(text(host)).toContain('Kaunas, Dainava');
    expect(q<HTMLInputElement>(host, 'reg-agree').checked).toBe(false);
    expect(q<HTMLButtonElement>(host, 'reg-submit').disabled).toBe(true);
  });
});
