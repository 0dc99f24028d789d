/** @jest-environment jsdom */
// The landing's notice of staff's answer to the learner's request (ActivationRecord.request).
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { ActivationRequestOutcome } from '@portal/contracts';
import { initI18n, setLanguage } from '@portal/i18n';
import { RequestOutcomeNotice } from './request-outcome';

const granted: ActivationRequestOutcome = {
  id: 3,
  kind: 'more-tests',
  outcome: 'granted',
  tests: 40,
  validTo: '2026-07-30',
  note: 'Sėkmės!',
  sentAt: '2026-03-09T15:00:00.000Z',
  handledAt: '2026-03-10T09:00:00.000Z',
};

describe('RequestOutcomeNotice', () => {
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
  afterEach(() => {
    act(() => root.unmount());
    host.remove();
  });

  it('says a request still waits, with the day it was sent (issue 25, item 12)', async () => {
    const pending: ActivationRequestOutcome = {
      ...granted,
      outcome: 'pending',
      tests: 0,
      validTo: null,
      note: '',
      handledAt: null,
    };
    await act(async () => void (await setLanguage('lt')));
    await act(async () => root.render(<RequestOutcomeNotice outcome={pending} />));
    expect(host.textContent).toContain('Jūsų prašymas išsiųstas 2026-03-09. Laukiama mokyklos atsakymo.');
  });

  it('says what was granted, in the language, with the note', async () => {
    await act(async () => root.render(<RequestOutcomeNotice outcome={granted} />));
    expect(host.textContent).toContain('Jūsų prašymas patenkintas: +40 testų, galioja iki 2026-07-30');
    expect(host.textContent).toContain('Sėkmės!');
    await act(async () => void (await setLanguage('en')));
    expect(host.textContent).toContain('Your request was granted: +40 tests, valid until 2026-07-30');
    await act(async () => void (await setLanguage('lt')));
  });

  it('a dismissal says so', async () => {
    await act(async () =>
      root.render(
        <RequestOutcomeNotice outcome={{ ...granted, outcome: 'dismissed', tests: 0, note: '' }} />,
      ),
    );
    expect(host.querySelector('[data-testid="request-outcome"]')?.getAttribute('data-outcome')).toBe(
      'dismissed',
    );
    expect(host.textContent).toContain('Jūsų prašymas atmestas');
  });
});
