import { LANGUAGES } from '@portal/contracts';
import { accountExistsMail, confirmSignupMail, lifetimeText, resetPasswordMail } from './account-mails';

describe('account e-mails', () => {
  it('say a link lifetime in hours when whole, else in minutes', () => {
    expect(lifetimeText(86400, 'lt')).toBe('24 val.');
    expect(lifetimeText(3600, 'ru')).toBe('1 ч');
    expect(lifetimeText(1800, 'en')).toBe('30 min');
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
