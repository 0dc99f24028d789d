import { lazy, Suspense, useState } from 'react';
import type { PracticeRouteState, PracticeStartRequest } from '@portal/contracts';
import { useFamilyClient, useFamilyLearningQuery } from '@portal/api-client';
import { usePortalNavigate } from '@portal/federation';
import { pickLocalized, useTranslation } from '@portal/i18n';
import { Alert, Button, Card, Flex, ProgressBar, Typography } from '@portal/ui';
import { LEARNING_NS, loadLearningStrings } from './i18n';
import { canResume, practiceKey, readPractice } from './practice-store';
import { ReadinessPanel } from './readiness-panel';

// What the learner opens (the chooser, the settings form) loads when opened: the card on the landing is the bars,
// the due line and the buttons only.
const PracticeChooser = lazy(() =>
  import('./practice-chooser').then((m) => ({ default: m.PracticeChooser })),
);
const LearningSettingsForm = lazy(() =>
  import('./learning-settings-form').then((m) => ({ default: m.LearningSettingsForm })),
);

/** The card's strings in the language shown (the lazy import waits for them: no flash of Lithuanian). */
export const loadLearnCardStrings = loadLearningStrings;

export interface LearnCardProps {
  /** The family's practice route (`/mokytis-<id>`). */
  practiceRoute: string;
  /** Starts a mock test of a category (the landing's own start); none while the landing cannot start one. */
  onMockTest?: (kate: string) => void;
}

/**
 * The landing's "Learn" card (issue 26 item 6): per topic the share of its questions the learner would recall now
 * (a bar each), the reviews due today, the exam date and the daily cap, and the ways into practice and review. A lazy
 * chunk of its own (family-landing.tsx), with its strings.
 */
export default function LearnCard({ practiceRoute, onMockTest }: LearnCardProps) {
  const { t, i18n } = useTranslation(LEARNING_NS);
  const client = useFamilyClient();
  const navigate = usePortalNavigate();
  // fresh whenever the landing shows: a practice or a test just moved the bars and the due count
  const learning = useFamilyLearningQuery({ refetchOnMountOrArgChange: true });
  const [choosing, setChoosing] = useState(false);
  const [editing, setEditing] = useState(false);
  const user = client.session()?.user;
  const stored = user ? readPractice(practiceKey(client.family, user.id)) : null;

  const start = (practice: PracticeStartRequest) => {
    const state: PracticeRouteState = { practice };
    navigate(practiceRoute, { state });
  };

  const summary = learning.data;
  return (
    <Card
      title={<span id="learn-card-title">{t('card.title')}</span>}
      style={{ flex: '1 1 320px' }}
      data-testid="learn-card"
      aria-labelledby="learn-card-title"
      role="region"
    >
      {learning.isError && !summary ? (
        <Alert type="error" showIcon title={t('card.loadError')} data-testid="learn-error" />
      ) : null}
      {summary ? (
        <Flex vertical gap={12}>
          {/* an API older than issue 27 sends no chance: the card without the panel */}
          {typeof summary.passChance === 'number' ? (
            <ReadinessPanel summary={summary} onPractice={start} onMockTest={onMockTest} />
          ) : null}
          {summary.topics.length ? (
            <div>
              <Typography.Text type="secondary">{t('card.intro')}</Typography.Text>
              <ul style={{ listStyle: 'none', padding: 0, margin: '8px 0 0' }} data-testid="learn-topics">
                {summary.topics.map((topic) => {
                  const label = pickLocalized(topic.labels, i18n.language);
                  const percent = Math.round(topic.recall * 100);
                  return (
                    <li
                      key={topic.id}
                      style={{ marginBottom: 8 }}
                      data-testid="learn-topic"
                      data-topic={topic.id}
                    >
                      <Flex justify="space-between" gap={8}>
                        <span>{label}</span>
                        <span aria-hidden="true">{percent} %</span>
                      </Flex>
                      <div
                        role="progressbar"
                        aria-valuemin={0}
                        aria-valuemax={100}
                        aria-valuenow={percent}
                        aria-label={t('card.recall', { topic: label, percent })}
                        data-testid="learn-topic-bar"
                        data-percent={percent}
                      >
                        <ProgressBar percent={percent} size="small" />
                      </div>
                    </li>
                  );
                })}
              </ul>
            </div>
          ) : (
            <Typography.Text type="secondary">{t('card.noTopics')}</Typography.Text>
          )}
          <Typography.Text type="secondary" data-testid="learn-seen">
            {t('card.seen', { count: summary.seen })}
          </Typography.Text>
          <div role="status" data-testid="learn-due" data-due={summary.due}>
            <strong>{summary.due > 0 ? t('card.due', { count: summary.due }) : t('card.noDue')}</strong>
          </div>
          <Flex gap={8} wrap>
            <Button
              type="primary"
              onClick={() => start({ source: 'due' })}
              disabled={summary.due === 0}
              data-testid="learn-review"
            >
              {t('card.review')}
            </Button>
            <Button
              onClick={() => setChoosing((open) => !open)}
              aria-expanded={choosing}
              aria-controls="learn-chooser"
              data-testid="learn-practise"
            >
              {t('card.practise')}
            </Button>
            {canResume(stored) ? (
              <Button onClick={() => navigate(practiceRoute)} data-testid="learn-continue">
                {t('card.continue')}
              </Button>
            ) : null}
          </Flex>
          {choosing ? (
            <Suspense fallback={null}>
              <PracticeChooser
                id="learn-chooser"
                topics={summary.topics}
                onStart={start}
                onCancel={() => setChoosing(false)}
              />
            </Suspense>
          ) : null}
          <Flex gap={8} align="center" wrap justify="space-between" data-testid="learn-plan">
            <div>
              <div data-testid="learn-exam-date-shown">
                {summary.examDate
                  ? t('settings.summaryDate', { date: summary.examDate })
                  : t('settings.noDate')}
              </div>
              <Typography.Text type="secondary">
                {t('settings.summaryCap', { count: summary.dailyCap })}
              </Typography.Text>
            </div>
            <Button
              onClick={() => setEditing((open) => !open)}
              aria-expanded={editing}
              aria-controls="learn-settings"
              data-testid="learn-settings-open"
            >
              {t('settings.change')}
            </Button>
          </Flex>
          {editing ? (
            <Suspense fallback={null}>
              <LearningSettingsForm examDate={summary.examDate} dailyCap={summary.dailyCap} />
            </Suspense>
          ) : null}
        </Flex>
      ) : null}
    </Card>
  );
}
