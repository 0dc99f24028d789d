import { useId, useState, type FormEvent } from 'react';
import { COMPETITION, type PublicContest } from '@portal/contracts';
import { PortalNavigate, usePortalNavigate } from '@portal/federation';
import { formatDate, pickLocalized, useTranslation } from '@portal/i18n';
import { Button, Card, Typography } from '@portal/ui';
import {
  birthDateIssueKey,
  isValidBirthDate,
  LanguageSelect,
  LoadingBar,
  maskBirthDate,
} from '@portal/family-kit';
import { COMPETITION_NS } from '../i18n';
import { useCompetitionStatusQuery, useCurrentContestQuery } from './competition-api';
import { LeaderboardTable } from './leaderboard-table';
import { competitionRouteState, hasFirstAndLastName } from './run-data';
import { SlideToggle } from './slide-toggle';

const FIELD = {
  display: 'block',
  width: '100%',
  maxWidth: 360,
  padding: '6px 36px 6px 10px',
  fontSize: 16,
  border: '1px solid #8c8c8c',
  borderRadius: 6,
  // the padding and border inside the width: at 360 px the field stays inside its card (issue 25 item 10)
  boxSizing: 'border-box',
} as const;

function ContestFacts({ contest }: { contest: PublicContest }) {
  const { t, i18n } = useTranslation(COMPETITION_NS);
  const until = formatDate(contest.closesAt, i18n.language);
  return (
    <>
      <Typography.Title level={2} data-testid="contest-title" style={{ marginTop: 0 }}>
        {pickLocalized(contest.title, i18n.language)}
      </Typography.Title>
      <Typography.Paragraph>
        {contest.open ? t('openUntil', { date: until }) : t('closed')} ·{' '}
        {t('facts', { count: contest.questionCount, minutes: Math.round(contest.timeLimitSeconds / 60) })}
      </Typography.Paragraph>
    </>
  );
}

function Rules() {
  const { t } = useTranslation(COMPETITION_NS);
  const rules = t('rules', { returnObjects: true }) as unknown;
  return (
    <section aria-labelledby="competition-rules">
      <Typography.Title level={3} id="competition-rules">
        {t('rulesTitle')}
      </Typography.Title>
      <ol data-testid="contest-rules" style={{ paddingLeft: 20 }}>
        {(Array.isArray(rules) ? (rules as string[]) : []).map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ol>
    </section>
  );
}

/** The start form: ordinary or hard, first and last name (clearable), birth date; Start goes to /k. */
function EntryForm({ canEnter }: { canEnter: boolean }) {
  const { t, i18n } = useTranslation(COMPETITION_NS);
  const navigate = usePortalNavigate();
  const [hard, setHard] = useState(false);
  const [name, setName] = useState('');
  const [gdata, setGdata] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const nameId = useId();
  const dateId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!hasFirstAndLastName(name)) return setProblem(t('form.nameHint'));
    // the registration form's rules and messages (a format, a future date, a date before 1900: issue 25 item 11)
    if (!isValidBirthDate(gdata.trim())) return setProblem(t(birthDateIssueKey(gdata)));
    const run = { person: { name: name.trim().replace(/\s+/g, ' '), gdata: gdata.trim() }, egzamin: hard };
    navigate(COMPETITION.routes.runner, { state: competitionRouteState(run, i18n.language) });
  };

  return (
    <Card title={t('form.heading')} style={{ maxWidth: 460 }}>
      <form onSubmit={submit} noValidate data-testid="competition-form">
        <div style={{ marginBottom: 16 }}>
          <SlideToggle
            label={t('form.difficulty')}
            off={t('form.ordinary')}
            on={t('form.hard')}
            checked={hard}
            onChange={setHard}
            testId="difficulty-toggle"
          />
        </div>
        <label htmlFor={nameId} style={{ display: 'block', fontWeight: 600, marginBottom: 4 }}>
          {t('form.name')}
        </label>
        <div style={{ position: 'relative', maxWidth: 360, marginBottom: 4 }}>
          <input
            id={nameId}
            data-testid="competition-name"
            value={name}
            autoComplete="name"
            maxLength={100}
            placeholder={t('form.namePlaceholder')}
            aria-describedby={`${nameId}-hint`}
            onChange={(e) => {
              setName(e.target.value);
              setProblem(null);
            }}
            style={FIELD}
          />
          {name && (
            <button
              type="button"
              aria-label={t('form.clear')}
              data-testid="competition-name-clear"
              onClick={() => setName('')}
              style={{
                position: 'absolute',
                right: 4,
                top: '50%',
                transform: 'translateY(-50%)',
                border: 'none',
                background: 'transparent',
                fontSize: 18,
                cursor: 'pointer',
                padding: '0 6px',
              }}
            >
              ×
            </button>
          )}
        </div>
        <Typography.Text
          type="secondary"
          id={`${nameId}-hint`}
          style={{ display: 'block', marginBottom: 12 }}
        >
          {t('form.nameHint')}
        </Typography.Text>
        <label htmlFor={dateId} style={{ display: 'block', fontWeight: 600, marginBottom: 4 }}>
          {t('form.birthDate')}
        </label>
        <input
          id={dateId}
          inputMode="numeric"
          autoComplete="bday"
          placeholder="YYYY-MM-DD"
          maxLength={10}
          data-testid="competition-birth-date"
          value={gdata}
          aria-describedby={`${dateId}-hint`}
          onChange={(e) => {
            // the registration form's mask 0000-M0-d0
            setGdata(maskBirthDate(e.target.value));
            setProblem(null);
          }}
          style={{ ...FIELD, paddingRight: 10 }}
        />
        <Typography.Text
          type="secondary"
          id={`${dateId}-hint`}
          style={{ display: 'block', marginBottom: 12 }}
        >
          {t('form.birthDateHint')}
        </Typography.Text>
        {problem && (
          <p role="alert" data-testid="competition-problem" style={{ color: '#a8071a', margin: '0 0 12px' }}>
            {problem}
          </p>
        )}
        {!canEnter && <Typography.Paragraph>{t('form.notOpen')}</Typography.Paragraph>}
        <Button
          type="primary"
          htmlType="submit"
          disabled={!name.trim() || !canEnter}
          data-testid="competition-start"
        >
          {t('form.start')}
        </Button>
      </form>
    </Card>
  );
}

/**
 * The competition's home (/konkursas): only while the competition server check says on (otherwise to the root).
 * The current contest, its rules, the start form and the leaderboard of the chosen difficulty.
 */
export default function StartScreen() {
  const { t } = useTranslation(COMPETITION_NS);
  const status = useCompetitionStatusQuery(undefined, { refetchOnMountOrArgChange: true });
  const contest = useCurrentContestQuery(undefined, { refetchOnMountOrArgChange: true });

  if (status.isLoading || contest.isLoading) return <LoadingBar />;
  if (!status.data?.server) return <PortalNavigate to="/" replace />;
  const current = contest.data ?? null;
  return (
    <main style={{ maxWidth: 1100, margin: '0 auto', padding: '16px' }} data-testid="competition-home">
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 12 }}>
        <h1 style={{ fontSize: 16, margin: '0 0 8px', color: '#595959' }}>{t('title')}</h1>
        <LanguageSelect />
      </div>
      {current ? (
        <ContestFacts contest={current} />
      ) : (
        <Typography.Paragraph>{t('noContest')}</Typography.Paragraph>
      )}
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 24, alignItems: 'flex-start' }}>
        <div style={{ flex: '1 1 380px' }}>
          <EntryForm canEnter={Boolean(current?.open)} />
          <Rules />
        </div>
        {current && (
          <div style={{ flex: '1 1 380px', display: 'flex', flexDirection: 'column', gap: 24 }}>
            <LeaderboardTable difficulty="ordinary" />
            <LeaderboardTable difficulty="hard" />
          </div>
        )}
      </div>
    </main>
  );
}
