import type { Language } from '@portal/contracts';

/** The e-mails of sign-up and password reset, in the learner's language (the one of the screen that asked). */

export interface MailText {
  subject: string;
  text: string;
}

/** '24 val.', '1 ч', '30 min': a link's lifetime in whole hours when it is, else in minutes. */
export function lifetimeText(seconds: number, language: Language): string {
  const hours = seconds % 3600 === 0 ? seconds / 3600 : null;
  const minutes = Math.max(1, Math.round(seconds / 60));
  const units: Record<Language, [string, string]> = {
    lt: ['val.', 'min.'],
    ru: ['ч', 'мин'],
    en: ['h', 'min'],
    uk: ['год', 'хв'],
    pl: ['godz.', 'min'],
  };
  const [hour, minute] = units[language];
  return hours !== null ? `${hours} ${hour}` : `${minutes} ${minute}`;
}

const SIGN_OFF: Record<Language, string> = {
  lt: 'Vairavimo mokyklos teorijos testai',
  ru: 'Тесты по теории вождения',
  en: 'Driving theory tests',
  uk: 'Тести з теорії водіння',
  pl: 'Testy z teorii jazdy',
};

const lines = (...parts: string[]) => parts.join('\n\n');

export function confirmSignupMail(
  language: Language,
  args: { name: string; link: string; lifetime: string },
): MailText {
  const { name, link, lifetime } = args;
  const body = {
    lt: {
      subject: 'Patvirtinkite paskyrą',
      text: lines(
        `Sveiki, ${name},`,
        `norėdami baigti kurti paskyrą, atidarykite šią nuorodą (ji galioja ${lifetime}):`,
        link,
        'Jei paskyros nekūrėte, šį laišką tiesiog ištrinkite.',
      ),
    },
    ru: {
      subject: 'Подтвердите учётную запись',
      text: lines(
        `Здравствуйте, ${name}!`,
        `Чтобы завершить создание учётной записи, откройте эту ссылку (она действует ${lifetime}):`,
        link,
        'Если вы не создавали учётную запись, просто удалите это письмо.',
      ),
    },
    en: {
      subject: 'Confirm your account',
      text: lines(
        `Hello ${name},`,
        `to finish creating your account, open this link (it is valid for ${lifetime}):`,
        link,
        'If you did not sign up, simply delete this e-mail.',
      ),
    },
    uk: {
      subject: 'Підтвердьте обліковий запис',
      text: lines(
        `Вітаємо, ${name}!`,
        `Щоб завершити створення облікового запису, відкрийте це посилання (воно дійсне ${lifetime}):`,
        link,
        'Якщо ви не створювали обліковий запис, просто видаліть цей лист.',
      ),
    },
    pl: {
      subject: 'Potwierdź konto',
      text: lines(
        `Dzień dobry, ${name}!`,
        `Aby dokończyć zakładanie konta, otwórz ten link (jest ważny ${lifetime}):`,
        link,
        'Jeśli to nie Ty zakładasz konto, po prostu usuń tę wiadomość.',
      ),
    },
  }[language];
  return { subject: body.subject, text: lines(body.text, SIGN_OFF[language]) };
}

/** Sign-up with an address that already has an account: say so instead of creating another one. */
export function accountExistsMail(
  language: Language,
  args: { loginUrl: string; forgotUrl: string },
): MailText {
  const { loginUrl, forgotUrl } = args;
  const body = {
    lt: {
      subject: 'Paskyra jau yra',
      text: lines(
        'Kažkas (galbūt jūs) bandė sukurti paskyrą šiuo el. pašto adresu, bet paskyra su juo jau yra.',
        `Prisijunkite: ${loginUrl}`,
        `Pamiršote slaptažodį? Nustatykite naują: ${forgotUrl}`,
        'Jei to nedarėte, šį laišką tiesiog ištrinkite.',
      ),
    },
    ru: {
      subject: 'Учётная запись уже есть',
      text: lines(
        'Кто-то (возможно, вы) пытался создать учётную запись с этим адресом, но она уже существует.',
        `Войдите: ${loginUrl}`,
        `Забыли пароль? Задайте новый: ${forgotUrl}`,
        'Если это были не вы, просто удалите это письмо.',
      ),
    },
    en: {
      subject: 'You already have an account',
      text: lines(
        'Someone (perhaps you) tried to sign up with this e-mail address, but an account with it already exists.',
        `Sign in: ${loginUrl}`,
        `Forgot your password? Set a new one: ${forgotUrl}`,
        'If this was not you, simply delete this e-mail.',
      ),
    },
    uk: {
      subject: 'Обліковий запис уже існує',
      text: lines(
        'Хтось (можливо, ви) намагався створити обліковий запис із цією адресою, але він уже існує.',
        `Увійдіть: ${loginUrl}`,
        `Забули пароль? Задайте новий: ${forgotUrl}`,
        'Якщо це були не ви, просто видаліть цей лист.',
      ),
    },
    pl: {
      subject: 'Konto już istnieje',
      text: lines(
        'Ktoś (być może Ty) próbował założyć konto z tym adresem e-mail, ale konto z nim już istnieje.',
        `Zaloguj się: ${loginUrl}`,
        `Nie pamiętasz hasła? Ustaw nowe: ${forgotUrl}`,
        'Jeśli to nie Ty, po prostu usuń tę wiadomość.',
      ),
    },
  }[language];
  return { subject: body.subject, text: lines(body.text, SIGN_OFF[language]) };
}

export function resetPasswordMail(
  language: Language,
  args: { username: string; link: string; lifetime: string },
): MailText {
  const { username, link, lifetime } = args;
  const body = {
    lt: {
      subject: 'Naujas slaptažodis',
      text: lines(
        `Paprašėte naujo paskyros „${username}“ slaptažodžio. Nustatykite jį čia (nuoroda galioja ${lifetime}):`,
        link,
        'Jei to neprašėte, šį laišką tiesiog ištrinkite: slaptažodis nepasikeis.',
      ),
    },
    ru: {
      subject: 'Новый пароль',
      text: lines(
        `Вы запросили новый пароль для учётной записи «${username}». Задайте его здесь (ссылка действует ${lifetime}):`,
        link,
        'Если вы этого не запрашивали, просто удалите это письмо: пароль не изменится.',
      ),
    },
    en: {
      subject: 'Set a new password',
      text: lines(
        `You asked for a new password for the account "${username}". Set it here (the link is valid for ${lifetime}):`,
        link,
        'If you did not ask for it, simply delete this e-mail: your password stays the same.',
      ),
    },
    uk: {
      subject: 'Новий пароль',
      text: lines(
        `Ви запросили новий пароль для облікового запису «${username}». Задайте його тут (посилання дійсне ${lifetime}):`,
        link,
        'Якщо ви цього не запитували, просто видаліть цей лист: пароль не зміниться.',
      ),
    },
    pl: {
      subject: 'Ustaw nowe hasło',
      text: lines(
        `Poproszono o nowe hasło do konta „${username}”. Ustaw je tutaj (link jest ważny ${lifetime}):`,
        link,
        'Jeśli to nie Ty, po prostu usuń tę wiadomość: hasło się nie zmieni.',
      ),
    },
  }[language];
  return { subject: body.subject, text: lines(body.text, SIGN_OFF[language]) };
}
