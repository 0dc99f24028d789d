import { useEffect, useRef, useState } from 'react';
import {
  ASK_QUESTION_TEXT_MAX,
  LANGUAGES,
  type Language,
  type AttemptReview as Review,
  type ReviewQuestion,
} from '@portal/contracts';
import {
  errorDetail,
  useFamilyAskAboutAttemptMutation,
  useFamilyAttemptReviewQuery,
} from '@portal/api-client';
import { LANGUAGE_NATIVE_NAMES, pickLocalized, setLanguage } from '@portal/i18n';
import { UntranslatedMark } from '@portal/runner';
import { Button, Flex } from '@portal/ui';
import { useKitTranslation } from '../../use-kit-translation';
import { bankLanguage, reviewedAnswers, scoreOf, shownDate } from '../../logic/past';
import { LoadingBar } from '../loading-bar';

export interface AttemptReviewProps {
  id: number;
  onBack: () => void;
  /** The learner's exam language: the review can show it beside the reading language. */
  examLanguage?: Language | null;
}

/**
 * The full review of an ended test: each question in the learner's language (the language buttons switch it), the
 * ticks, the key, staff's explanation and comments; one question may be asked to staff per test.
 */
export default function AttemptReview({ id, onBack, examLanguage }: AttemptReviewProps) {
  const { t, i18n } = useKitTranslation();
  const review = useFamilyAttemptReviewQuery(id, { refetchOnMountOrArgChange: true });
  const heading = useRef<HTMLHeadingElement>(null);
  const language = bankLanguage(i18n.language);
  const [sideBySide, setSideBySide] = useState(false);
  // the exam language beside the reading one (issue 28): offered when the learner chose one that is not shown
  const second = examLanguage && examLanguage !== language ? examLanguage : null;
  const shown = sideBySide && second ? [language, second] : [language];
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
        {/* Five languages by their own names do not fit one row of a 360 px phone: the row wraps. */}
        <Flex gap={4} wrap>
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
        {second ? (
          <Button
            size="small"
            // a long label in some languages: it wraps on a phone instead of widening the page
            style={{ marginTop: 8, whiteSpace: 'normal', height: 'auto', textAlign: 'start' }}
            aria-pressed={sideBySide}
            onClick={() => setSideBySide((on) => !on)}
            data-testid="review-side-by-side"
          >
            {t('past.sideBySide', { language: LANGUAGE_NATIVE_NAMES[second] })}
          </Button>
        ) : null}
      </div>
      <ol style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {data.questions.map((q, i) => (
          <li key={q.id}>
            <QuestionReview review={data} question={q} index={i} languages={shown} />
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
  /** The reading language, and the exam language beside it when asked. */
  languages: Language[];
}

function QuestionReview({ review, question: q, index, languages }: QuestionReviewProps) {
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
      {q.image ? (
        <img
          src={q.image}
          alt={t('past.picture', { n: index + 1 })}
          style={{ maxWidth: '100%', maxHeight: 240, display: 'block', marginBottom: 8 }}
        />
      ) : null}
      <div
        style={
          languages.length > 1
            ? { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))', gap: 16 }
            : undefined
        }
      >
        {languages.map((language) => (
          <QuestionTexts key={language} question={q} language={language} />
        ))}
      </div>
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

/** A question's text, answers (with the learner's ticks and the key) and explanation in one language. */
function QuestionTexts({ question: q, language }: { question: ReviewQuestion; language: Language }) {
  const { t } = useKitTranslation();
  // a text the bank lacks in this language comes in Lithuanian: marked so (never an empty text)
  const untranslated = q.untranslated?.includes(language);
  const shownIn = untranslated ? 'lt' : language;
  return (
    <div data-testid="review-language" data-language={language}>
      <p data-testid="review-question-text" lang={shownIn} style={{ margin: '0 0 8px' }}>
        {pickLocalized(q.text, language)}
        {untranslated ? <UntranslatedMark style={{ marginInlineStart: 8 }} /> : null}
      </p>
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
            <span lang={shownIn}>{pickLocalized(q.answers[i], language)}</span>
            {a.ticked ? <span data-testid="mark-ticked"> — {t('past.yourAnswer')}</span> : null}
            {a.correct ? <span data-testid="mark-correct"> — {t('past.correctAnswer')}</span> : null}
          </li>
        ))}
      </ul>
      {q.explanation ? (
        <p data-testid="review-explanation" lang={shownIn} style={{ margin: '8px 0 0' }}>
          <strong>{t('past.explanation')}:</strong> {pickLocalized(q.explanation, language)}
        </p>
      ) : null}
    </div>
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
