import type { CSSProperties } from 'react';
import type { Flag, TestQuestion } from '@portal/contracts';
import { toLanguage, useTranslation } from '@portal/i18n';
import {
  Badge,
  Button,
  Checkbox,
  CheckCircleOutlined,
  CloseCircleOutlined,
  CommentOutlined,
  Flex,
  Image,
  Tag,
  Tooltip,
} from '@portal/ui';
import { localize } from '../logic/questions';
import { UntranslatedMark } from './untranslated-mark';
import { answerMark, labelColor, RESULT_COLORS, type AnswerMark } from '../logic/results';

export interface QuestionPaneProps {
  question: TestQuestion;
  number: number;
  ticks: Flag[];
  fontSize: number;
  onToggle?: (answer: number) => void;
  /** The image preview opened or closed (keys pause while it is open). */
  onPreview?: (open: boolean) => void;
  /** Result view: the key of this question and whether it was fully correct. */
  review?: {
    key: Flag[];
    correct: boolean;
    commentCount: number;
    /** Hidden in demo. */
    onComments?: () => void;
  };
}

const markStyle: Record<AnswerMark, CSSProperties> = {
  'correct-ticked': { borderColor: RESULT_COLORS.correct, background: '#f6ffed' },
  'correct-missed': { borderColor: RESULT_COLORS.correct, borderStyle: 'dashed' },
  'wrong-ticked': { borderColor: RESULT_COLORS.wrongLabel, background: '#fff2e8' },
  none: {},
};

/** One question: numbered text, optional zoomable image, checkbox answers ('+2' for weight 2). */
export function QuestionPane(props: QuestionPaneProps) {
  const { question, number, ticks, fontSize, onToggle, onPreview, review } = props;
  // Every question of weight 2 shows '+2' (core spec section 3, second spec section 9), whatever the family.
  const heavy = Number(question.svoris) === 2;
  const { t, i18n } = useTranslation('runner');
  const { text, answers } = localize(question, i18n.language);
  // a language the bank lacks shows the Lithuanian text, marked so
  const untranslated = question.untranslated?.includes(toLanguage(i18n.language)) ?? false;
  const shownIn = untranslated ? 'lt' : toLanguage(i18n.language);
  const option: CSSProperties = {
    display: 'flex',
    alignItems: 'flex-start',
    gap: 10,
    padding: '10px 12px',
    borderWidth: 1,
    borderStyle: 'solid',
    borderColor: '#d9d9d9',
    borderRadius: 8,
    fontSize,
    background: '#fff',
  };

  return (
    <div style={{ fontSize }}>
      {(heavy || review || question.asked) && (
        <Flex align="center" gap={8} wrap style={{ marginBottom: 8 }}>
          {heavy && (
            <Tooltip title={t('question.weight')}>
              <Tag color="gold" style={{ color: '#874d00' }} data-testid="weight-badge">
                +2
              </Tag>
            </Tooltip>
          )}
          {review && (
            <Tag color={review.correct ? 'success' : 'volcano'} style={{ color: labelColor(review.correct) }}>
              {t(review.correct ? 'results.correctQuestion' : 'results.wrongQuestion')}
            </Tag>
          )}
          {question.asked && <Tag color="blue">{t('ask.asked')}</Tag>}
        </Flex>
      )}
      <p style={{ fontWeight: 500, whiteSpace: 'pre-line', margin: '0 0 12px' }}>
        <strong
          data-testid="question-label"
          aria-label={t('question.title', { n: number })}
          style={{ color: review ? labelColor(review.correct) : undefined, fontSize: fontSize + 2 }}
        >
          {number}.
        </strong>{' '}
        <span data-testid="question-text" lang={shownIn}>
          {text}
        </span>
        {untranslated ? <UntranslatedMark style={{ marginInlineStart: 8 }} /> : null}
      </p>
      {question.image && (
        <div style={{ marginBottom: 12, textAlign: 'center' }}>
          <Image
            src={question.image}
            alt={t('question.image')}
            style={{ maxWidth: '100%', maxHeight: 360 }}
            preview={{ onOpenChange: onPreview }}
          />
        </div>
      )}
      <Flex vertical gap={8} role="group">
        {answers.map((answer, i) => {
          const checked = ticks[i] === '1';
          if (!review) {
            return (
              <Checkbox
                key={i}
                checked={checked}
                onChange={() => onToggle?.(i)}
                style={{ ...option, marginInlineStart: 0, ...(checked ? { borderColor: '#1f6fb2' } : null) }}
                data-testid="answer"
              >
                {i + 1}. {answer}
              </Checkbox>
            );
          }
          const mark = answerMark(ticks[i], review.key[i]);
          return (
            <div key={i} style={{ ...option, ...markStyle[mark] }} data-testid="answer" data-mark={mark}>
              <Checkbox checked={checked} disabled aria-label={`${i + 1}. ${answer}`} />
              <span style={{ flex: 1 }}>
                {i + 1}. {answer}
              </span>
              {mark === 'correct-ticked' || mark === 'correct-missed' ? (
                <Tooltip title={t(mark === 'correct-ticked' ? 'results.correctAnswer' : 'results.missed')}>
                  <CheckCircleOutlined style={{ color: RESULT_COLORS.correct, fontSize: 18 }} />
                </Tooltip>
              ) : mark === 'wrong-ticked' ? (
                <Tooltip title={t('results.wrongTick')}>
                  <CloseCircleOutlined style={{ color: RESULT_COLORS.wrongLabel, fontSize: 18 }} />
                </Tooltip>
              ) : null}
            </div>
          );
        })}
      </Flex>
      {review?.onComments && (
        <Button
          icon={<CommentOutlined />}
          onClick={review.onComments}
          style={{ marginTop: 16 }}
          data-testid="comments-button"
        >
          {t('comments.button')}
          <Badge count={review.commentCount} showZero color={review.commentCount ? 'blue' : '#bfbfbf'} />
        </Button>
      )}
    </div>
  );
}
