import { useEffect, useRef, useState } from 'react';
import {
  ASK_QUESTION_TEXT_MAX,
  LANGUAGES,
  type AttemptReview as Review,
  type ReviewQuestion,
} from '@portal/contracts';
import {
  errorDetail,
  useFamilyAskAboutAttemptMutation,
  useFamilyAttemptReviewQuery,
} from '@portal/api-client';
import { LANGUAGE_NATIVE_NAMES, setLanguage } from '@portal/i18n';
import { Button, Flex } from '@portal/ui';
import { useKitTranslation } from '../../use-kit-translation';
import { bankLanguage, reviewedAnswers, scoreOf, shownDate } from '../../logic/past';
import { LoadingBar } from '../loading-bar';

export interface AttemptReviewProps {
  id: number;
  onBack: () => void;
}

/**
 * The full review of an ended test: each question in the learner's language (the language buttons switch it), the
 * ticks, the key, staff's explanation and comments; one question may be asked to staff per test.
 */
export default function AttemptReview({ id, onBack }: AttemptReviewProps) {
  const { t, i18n } = useKitTranslation();
  const review = useFamilyAttemptReviewQuery(id, { refetchOnMountOrArgChange: true });
  const heading = useRef<HTMLHeadingElement>(null);
  const language = bankLanguage(i18n.language);
  const loaded = !!review.data;
  useEffect(() => {
    if (loaded) heading.current?.focus();
  }, [loaded]);

  const data = review.data;
  if (!data) return review.isError ? <p role="alert">{t('past.loadFailed')}</p> : <LoadingBar />;
  const score = scoreOf(data.result);
  return (
    <section aria-labelledby="attempt-review-title" data-testid="attempt-review" data-attempt={data.id}>
      <Flex gap={8} wrap align="center" justify="space-between">
        <h2 id="attempt-review-title" ref={heading} tabIndex={-1} style={{ margin: 0, fontSize: 18 }}>
          {t('past.reviewTitle', { date: shownDate(data.finishedAt, i18n.language) })}
        </h2>
        <Button onClick={onBack} data-testid="review-back">
          {t('past.back')}
        </Button>
      </Flex>
      <p data-testid="review-summary">
        {t(score.kind === 'points' ? 'past.points' : 'past.correctOf', score)} ({data.result.percent}%) —{' '}
        <strong>{t(data.result.passed ? 'past.passed' : 'past.failed')}</strong>
      </p>
      <div role="group" aria-label={t('topBar.language')} style={{ marginBottom: 12 }}>
        <Flex gap={4}>
          {LANGUAGES.map((l) => (
            <Button
              key={l}
              size="small"
              lang={l}
              type={l === language ? 'primary' : 'default'}
              aria-pressed={l === language}
              onClick={() => void setLanguage(l)}
              data-testid={`review-language-${l}`}
            >
              {LANGUAGE_NATIVE_NAMES[l]}
            </Button>
          ))}
        </Flex>
      </div>
      <ol style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {data.questions.map((q, i) => (
          <li key={q.id}>
            <QuestionReview review={data} question={q} index={i} language={language} />
          </li>
        ))}
      </ol>
    </section>
  );
}

interface QuestionReviewProps {
  review: Review;
  question: ReviewQuestion;
  index: number;
  language: (typeof LANGUAGES)[number];
}

function QuestionReview({ review, question: q, index, language }: QuestionReviewProps) {
  const { t } = useKitTranslation();
  const right = review.result.perQuestion[index];
  const titleId = `review-q-${q.id}`;
  const comments = review.comments.filter((c) => c.id === q.id);
  return (
    <article
      aria-labelledby={titleId}
      data-testid="review-question"
      data-right={String(right)}
      style={{
        borderTop: '1px solid #f0f0f0',
        padding: '12px 0',
        borderInlineStart: `4px solid ${right ? '#237804' : '#cf1322'}`,
        paddingInlineStart: 12,
      }}
    >
      <h3 id={titleId} style={{ fontSize: 15, margin: '0 0 4px' }}>
        {t('past.questionN', { n: index + 1, total: review.questions.length })} —{' '}
        {t(right ? 'past.right' : 'past.wrong')}
      </h3>
      <p data-testid="review-question-text" lang={language} style={{ margin: '0 0 8px' }}>
        {q.text[language]}
      </p>
      {q.image ? (
        <img
          src={q.image}
          alt={t('past.picture', { n: index + 1 })}
          style={{ maxWidth: '100%', maxHeight: 240, display: 'block', marginBottom: 8 }}
        />
      ) : null}
      <ul style={{ paddingInlineStart: 20, margin: 0 }}>
        {reviewedAnswers(q.ticks, q.key).map((a, i) => (
          <li
            key={i}
            data-testid="review-answer"
            data-ticked={String(a.ticked)}
            data-correct={String(a.correct)}
            style={{
              color: a.correct ? '#237804' : a.ticked ? '#cf1322' : undefined,
              fontWeight: a.correct ? 600 : 400,
            }}
          >
            <span lang={language}>{q.answers[i]?.[language]}</span>
            {a.ticked ? <span data-testid="mark-ticked"> — {t('past.yourAnswer')}</span> : null}
            {a.correct ? <span data-testid="mark-correct"> — {t('past.correctAnswer')}</span> : null}
          </li>
        ))}
      </ul>
      {q.explanation ? (
        <p data-testid="review-explanation" lang={language} style={{ margin: '8px 0 0' }}>
          <strong>{t('past.explanation')}:</strong> {q.explanation[language]}
        </p>
      ) : null}
      {comments.map((c, i) => (
        <div key={i} data-testid="review-comment" style={{ marginTop: 8, background: '#fafafa', padding: 8 }}>
          <div>
            <strong>{t('past.asked')}:</strong> {c.klausimas}
          </div>
          <div>
            <strong>{t('past.reply')}:</strong> {c.atsakymas ?? t('past.waiting')}
          </div>
        </div>
      ))}
      <AskStaff review={review} questionId={q.id} />
    </article>
  );
}

/** One question to staff per test: the form under the question, or a note that this one was asked. */
function AskStaff({ review, questionId }: { review: Review; questionId: number }) {
  const { t } = useKitTranslation();
  const [ask, state] = useFamilyAskAboutAttemptMutation();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (open) field.current?.focus();
  }, [open]);

  if (review.askedQuestionId === questionId)
    return (
      <p data-testid="review-asked" role="status" style={{ margin: '8px 0 0', fontStyle: 'italic' }}>
        {t('past.askedHere')}
      </p>
    );
  if (review.askedQuestionId !== null) return null;
  if (!open)
    return (
      <Button
        size="small"
        style={{ marginTop: 8 }}
        onClick={() => setOpen(true)}
        data-testid="review-ask-open"
      >
        {t('past.ask')}
      </Button>
    );
  const fieldId = `review-ask-${questionId}`;
  const send = () => {
    setError(null);
    ask(review.id, { id: questionId, klausimas: text })
      .unwrap()
      .catch((e: unknown) => setError(errorDetail(e) || t('past.loadFailed')));
  };
  return (
    <div style={{ marginTop: 8 }}>
      <label htmlFor={fieldId} style={{ display: 'block', marginBottom: 4 }}>
        {t('past.askLabel')}
      </label>
      <textarea
        id={fieldId}
        ref={field}
        value={text}
        maxLength={ASK_QUESTION_TEXT_MAX}
        rows={3}
        onChange={(e) => setText(e.target.value)}
        data-testid="review-ask-text"
        style={{ width: '100%', font: 'inherit', padding: 6 }}
      />
      {error ? (
        <p role="alert" style={{ color: '#cf1322', margin: '4px 0' }}>
          {error}
        </p>
      ) : null}
      <Flex gap={8} style={{ marginTop: 4 }}>
        <Button
          type="primary"
          size="small"
          disabled={!text.trim()}
          loading={state.isLoading}
          onClick={send}
          data-testid="review-ask-send"
        >
          {t('past.send')}
        </Button>
        <Button size="small" onClick={() => setOpen(false)}>
          {t('past.cancel')}
        </Button>
      </Flex>
    </div>
  );
}
