import { useEffect, useState } from 'react';
import {
  HARDEST_MIN_ATTEMPTS,
  HARDEST_MIN_LEARNERS,
  LANGUAGES,
  practiceRoute,
  type HardestQuestion,
  type Language,
  type PracticeRouteState,
} from '@portal/contracts';
import { addNamespace, setLanguage, toLanguage, useTranslation } from '@portal/i18n';
import { useNavigation, useStartup } from '../../navigation';
import { LOGIN_ROUTE } from '../../routes';
import { PageFrame } from '../page-frame';
import { ShellLink } from '../shell-link';
import { fetchHardest, signedIn, type HardestResult } from './hardest-api';
import { hardestResources, HARDEST_NS } from './i18n';

let registered = false;
/** This chunk's strings, added on first render (i18n is initialised by then). */
function registerStrings(): void {
  if (registered) return;
  addNamespace(HARDEST_NS, hardestResources);
  registered = true;
}

/** `?language=` of the address when it is one of the portal's languages. */
function addressLanguage(): Language | null {
  const asked = new URLSearchParams(window.location.search).get('language');
  return (LANGUAGES as readonly string[]).includes(asked ?? '') ? (asked as Language) : null;
}

/**
 * The public page of a family's hardest questions (`/sunkiausi/<family>?language=lt`, issue 27): open without
 * sign-in, each question with its answers, the right one marked, its explanation and picture. A signed-in learner
 * gets a button to practise them (a practice session of source 'hardest'), anyone else a sign-in link. The page's
 * language is the portal's (the address's `language` chooses it when opened; switching updates the address).
 */
export default function HardestPage({ family }: { family: string }) {
  registerStrings();
  const { t, i18n } = useTranslation([HARDEST_NS, 'shell']);
  const { families } = useStartup();
  const { go } = useNavigation();
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const entry = families.find((f) => f.id === family);
  const familyName = entry?.labels[language] || entry?.labels.lt || family.toUpperCase();
  const [attempt, setAttempt] = useState(0);
  // the answer with the request it answers: another family, language or retry shows "loading" until its own
  const key = `${family}:${language}:${attempt}`;
  const [answer, setAnswer] = useState<{ key: string; result: HardestResult } | null>(null);
  const result = answer?.key === key ? answer.result : null;

  useEffect(() => {
    const asked = addressLanguage();
    if (asked && asked !== language) void setLanguage(asked);
    // only on opening: later the switch on the page decides
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (addressLanguage() !== language)
      window.history.replaceState(
        window.history.state,
        '',
        `${window.location.pathname}?language=${language}`,
      );
    let live = true;
    void fetchHardest(family, language).then((r) => live && setAnswer({ key, result: r }));
    return () => {
      live = false;
    };
  }, [family, language, key]);

  const title = t('title', { family: familyName });
  useEffect(() => {
    document.title = `${title} · ${t('shell:title')}`;
  }, [title, t]);

  const practise = () => {
    const state: PracticeRouteState = { practice: { source: 'hardest', language } };
    go(entry?.practiceRoute ?? practiceRoute({ id: family, kind: 'enrolled' })!, state);
  };

  let body;
  if (!result)
    body = (
      <p className="shell-note" role="status">
        {t('loading')}
      </p>
    );
  else if (!result.ok)
    body = (
      <div role="alert">
        <p className="shell-note">{t(result.code === 'not-offered' ? 'notOffered' : 'failed')}</p>
        {result.code === 'failed' && (
          <button type="button" className="shell-btn" onClick={() => setAttempt((n) => n + 1)}>
            {t('retry')}
          </button>
        )}
      </div>
    );
  else if (!result.questions.length)
    body = (
      <p className="shell-note" data-testid="hardest-empty">
        {t('empty')}
      </p>
    );
  else
    body = (
      <>
        <div className="hardest-actions">
          {signedIn(family) ? (
            <button
              type="button"
              className="shell-btn shell-btn--primary"
              onClick={practise}
              data-testid="hardest-practise"
            >
              {t('practise')}
            </button>
          ) : (
            <ShellLink to={LOGIN_ROUTE} className="shell-btn" data-testid="hardest-sign-in">
              {t('signIn')}
            </ShellLink>
          )}
        </div>
        <ol className="hardest-list" data-testid="hardest-list">
          {result.questions.map((q, i) => (
            <HardestItem key={q.id} question={q} number={i + 1} />
          ))}
        </ol>
      </>
    );

  return (
    <PageFrame wide>
      <article className="shell-card hardest" lang={language}>
        <h1 className="shell-card__title">{title}</h1>
        <p className="shell-card__intro">
          {t('intro', { attempts: HARDEST_MIN_ATTEMPTS, learners: HARDEST_MIN_LEARNERS })}
        </p>
        {body}
        <p>
          <ShellLink to={LOGIN_ROUTE}>← {t('back')}</ShellLink>
        </p>
      </article>
    </PageFrame>
  );
}

function HardestItem({ question: q, number }: { question: HardestQuestion; number: number }) {
  const { t } = useTranslation(HARDEST_NS);
  const headingId = `hardest-q-${q.id}`;
  return (
    <li className="hardest-item" aria-labelledby={headingId}>
      <h2 className="hardest-item__text" id={headingId}>
        <span className="hardest-item__number">{t('question', { number })}: </span>
        {q.klausimas}
      </h2>
      {q.image && (
        <img className="hardest-item__image" src={q.image} alt={t('image', { number })} loading="lazy" />
      )}
      <ul className="hardest-answers">
        {q.atsakymai.map((answer, i) => {
          const right = q.ats[i] === '1';
          return (
            <li key={i} className={right ? 'hardest-answer hardest-answer--right' : 'hardest-answer'}>
              {right && <span aria-hidden="true">✓ </span>}
              {answer}
              {right && <span className="hardest-visually-hidden"> ({t('rightAnswer')})</span>}
            </li>
          );
        })}
      </ul>
      <p className="hardest-item__stats">
        {t('stats', { percent: Math.round(q.facility * 100), attempts: q.attempts, learners: q.learners })}
      </p>
      {q.explanation && (
        <p className="hardest-item__explanation">
          <strong>{t('explanation')}:</strong> {q.explanation}
        </p>
      )}
    </li>
  );
}
