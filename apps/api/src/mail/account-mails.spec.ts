import { LANGUAGES } from '@portal/contracts';
import { accountExistsMail, confirmSignupMail, lifetimeText, resetPasswordMail } from './account-mails';

describe('account e-mails', () => {
  it('say a link lifetime in hours when whole, else in minutes', () => {
    expect(lifetimeText(86400, 'lt')).toBe('24 val.');
    expect(lifetimeText(3600, 'ru')).toBe('1 ч');
    expect(lifetimeText(1800, 'en')).toBe('30 min');
    expect(lifetimeText(7200, 'uk')).toBe('2 год');
    expect(lifetimeText(900, 'pl')).toBe('15 min');
  });

  it('are written in each language, not copied from another (uk polite «ви», pl the app register)', () => {
    const args = { name: 'Ona', link: 'https://p/c', lifetime: '1 h' };
    const subjects = LANGUAGES.map((l) => confirmSignupMail(l, args).subject);
    expect(new Set(subjects).size).toBe(LANGUAGES.length);
    expect(confirmSignupMail('uk', args).text).toMatch(/Якщо ви не створювали/);
    expect(resetPasswordMail('pl', { username: 'ona', link: 'https://p/r', lifetime: '1 h' }).subject).toBe(
      'Ustaw nowe hasło',
    );
  });

  it.each(LANGUAGES)('carry the link in every language (%s)', (language) => {
    const link = 'https://portal.example.lt/confirm?token=abc';
    for (const mail of [
      confirmSignupMail(language, { name: 'Ona', link, lifetime: '24 h' }),
      resetPasswordMail(language, { username: 'ona', link, lifetime: '1 h' }),
    ]) {
      expect(mail.subject).not.toBe('');
      expect(mail.text).toContain(`\n${link}\n`);
    }
    const exists = accountExistsMail(language, { loginUrl: 'https://p/', forgotUrl: 'https://p/forgot' });
    expect(exists.text).toContain('https://p/forgot');
  });
});
