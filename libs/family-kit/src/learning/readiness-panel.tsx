import {
  READY_CHANCE,
  READY_MOCK_DAYS,
  READY_MOCKS,
  READY_TOPIC_RECALL,
  type LearningSummary,
  type PracticeStartRequest,
  type ReadyCondition,
} from '@portal/contracts';
import { pickLocalized, useTranslation } from '@portal/i18n';
import { Button, Flex, Typography } from '@portal/ui';
import { LEARNING_NS } from './i18n';

export interface ReadinessPanelProps {
  summary: LearningSummary;
  /** Starts a practice or review session (the Learn card's own start). */
  onPractice: (practice: PracticeStartRequest) => void;
  /** Starts a mock test of the category; none when the landing cannot start one now (then the step points there). */
  onMockTest?: (kate: string) => void;
}

const percentOf = (share: number) => Math.round(share * 100);

/**
 * The chance to pass, the weakest topics, what to do next and the ready state (issue 27 items 1 and 3), at the top
 * of the Learn card and in its chunk: every figure is said in words (the percentages as text, "Ready" or each missing
 * condition as a sentence), nothing by colour alone.
 */
export function ReadinessPanel({ summary, onPractice, onMockTest }: ReadinessPanelProps) {
  const { t, i18n } = useTranslation(LEARNING_NS);
  const chance = percentOf(summary.passChance);
  const topicLabel = (id: string) => {
    const topic = summary.topics.find((x) => x.id === id);
    return topic ? pickLocalized(topic.labels, i18n.language) : id;
  };
  const weakest = summary.weakestTopics
    .map((id) => summary.topics.find((x) => x.id === id))
    .filter((x) => x !== undefined);
  const below = summary.topics.filter((x) => x.questions > 0 && x.recall < READY_TOPIC_RECALL).length;
  const missingText = (condition: ReadyCondition) => {
    switch (condition) {
      case 'chance':
        return t('readiness.missing.chance', { percent: percentOf(READY_CHANCE) });
      case 'mocks':
        return t('readiness.missing.mocks', {
          mocks: READY_MOCKS,
          days: READY_MOCK_DAYS,
          passed: summary.recentMocks.passed,
          count: summary.recentMocks.count,
        });
      case 'topics':
        return t('readiness.missing.topics', { percent: percentOf(READY_TOPIC_RECALL), count: below });
    }
  };

  const next = summary.next;
  const nextTopics = next.topics?.length ? next.topics : summary.weakestTopics;
  let nextLabel: string;
  let nextRun: (() => void) | undefined;
  switch (next.action) {
    case 'mock':
      nextLabel = t('readiness.action.mock');
      nextRun = summary.kate && onMockTest ? () => onMockTest(summary.kate!) : undefined;
      break;
    case 'topics':
      nextLabel = t('readiness.action.topics', { topics: nextTopics.map(topicLabel).join(', ') });
      nextRun = nextTopics.length ? () => onPractice({ source: 'topics', topics: nextTopics }) : undefined;
      break;
    case 'due':
      nextLabel = t('readiness.action.due', { count: summary.due });
      nextRun = summary.due > 0 ? () => onPractice({ source: 'due' }) : undefined;
      break;
    default:
      nextLabel = t(`readiness.action.${next.action}`);
      nextRun = () => onPractice({ source: next.action as PracticeStartRequest['source'] });
  }

  return (
    <section
      aria-labelledby="readiness-title"
      data-testid="readiness"
      data-ready={summary.ready}
      style={{ paddingBottom: 12, borderBottom: '1px solid #f0f0f0' }}
    >
      <Typography.Title level={5} id="readiness-title" style={{ marginTop: 0 }}>
        {t('readiness.title')}
      </Typography.Title>
      <Flex vertical gap={8}>
        <div data-testid="readiness-chance" data-chance={summary.passChance}>
          {t('readiness.chance')}{' '}
          <strong style={{ fontSize: 20 }}>
            {chance}
            {'\u00a0'}%
          </strong>
          <div>
            <Typography.Text type="secondary">
              {[
                summary.kate ? t('readiness.category', { kate: summary.kate }) : null,
                summary.examDate ? t('readiness.onDate', { date: summary.examDate }) : t('readiness.today'),
              ]
                .filter(Boolean)
                .join(', ')}
            </Typography.Text>
          </div>
        </div>
        <div role="status" data-testid="readiness-state" data-ready={summary.ready}>
          {summary.ready ? (
            <>
              <strong>
                <span aria-hidden="true">✓ </span>
                {t('readiness.ready')}
              </strong>{' '}
              {t('readiness.readyHint')}
            </>
          ) : (
            <>
              <strong>{t('readiness.notReady')}</strong>
              <ul style={{ margin: '4px 0 0', paddingInlineStart: 20 }} data-testid="readiness-missing">
                {summary.readyMissing.map((condition) => (
                  <li key={condition} data-condition={condition}>
                    {missingText(condition)}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
        {weakest.length ? (
          <div>
            <span id="readiness-weakest">{t('readiness.weakest')}</span>
            <ul
              aria-labelledby="readiness-weakest"
              style={{ margin: '4px 0 0', paddingInlineStart: 20 }}
              data-testid="readiness-weakest"
            >
              {weakest.map((topic) => (
                <li key={topic.id} data-topic={topic.id}>
                  {t('readiness.topic', {
                    topic: pickLocalized(topic.labels, i18n.language),
                    percent: percentOf(topic.recall),
                  })}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <Flex gap={8} align="center" wrap>
          <span>{t('readiness.next')}</span>
          <Button
            onClick={nextRun}
            disabled={!nextRun}
            data-testid="readiness-next"
            data-action={next.action}
            style={{ whiteSpace: 'normal', height: 'auto', textAlign: 'start' }}
          >
            {nextLabel}
          </Button>
        </Flex>
        {next.action === 'mock' && !nextRun ? (
          <Typography.Text type="secondary" data-testid="readiness-mock-hint">
            {t('readiness.mockHint')}
          </Typography.Text>
        ) : null}
      </Flex>
    </section>
  );
}
