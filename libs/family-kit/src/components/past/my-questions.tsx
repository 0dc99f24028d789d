import { useEffect, useRef, useState } from 'react';
import { useFamilyMarkQuestionReadMutation, useFamilyMyQuestionsQuery } from '@portal/api-client';
import { Button } from '@portal/ui';
import { useKitTranslation } from '../../use-kit-translation';
import { bankLanguage, shownDate, unreadIds } from '../../logic/past';
import { LoadingBar } from '../loading-bar';

export interface MyQuestionsProps {
  onOpenTest: (attemptId: number) => void;
}

/**
 * "My questions": every question the learner asked staff, the test question in their language, their text and the
 * reply. Opening the list marks the unread replies read on the server; they stay marked "new" while it is open.
 */
export default function MyQuestions({ onOpenTest }: MyQuestionsProps) {
  const { t, i18n } = useKitTranslation();
  const questions = useFamilyMyQuestionsQuery({ refetchOnMountOrArgChange: true });
  const [markRead] = useFamilyMarkQuestionReadMutation();
  const [fresh, setFresh] = useState<ReadonlySet<number>>(new Set());
  const marking = useRef(new Set<number>());
  const language = bankLanguage(i18n.language);

  const items = questions.data?.items;
  useEffect(() => {
    const ids = unreadIds(items).filter((id) => !marking.current.has(id));
    if (!ids.length) return;
    ids.forEach((id) => marking.current.add(id));
    setFresh((current) => new Set([...current, ...ids]));
    for (const id of ids) void markRead(id);
  }, [items, markRead]);

  if (!items) return questions.isError ? <p role="alert">{t('past.loadFailed')}</p> : <LoadingBar />;
  if (!items.length) return <p data-testid="my-questions-empty">{t('past.noQuestions')}</p>;
  return (
    <section aria-label={t('past.myQuestions')} data-testid="my-questions">
      <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {items.map((q) => {
          const isNew = fresh.has(q.id) || q.unread;
          return (
            <li
              key={q.id}
              data-testid="my-question"
              data-new={String(isNew)}
              style={{ borderTop: '1px solid #f0f0f0', padding: '12px 0' }}
            >
              <article aria-labelledby={`my-q-${q.id}`}>
                <h3 id={`my-q-${q.id}`} style={{ fontSize: 15, margin: '0 0 4px' }} lang={language}>
                  {q.question[language]}
                  {isNew ? (
                    <span
                      style={{ color: '#cf1322', marginInlineStart: 8, fontSize: 13 }}
                      data-testid="my-question-new"
                    >
                      {t('past.newReply')}
                    </span>
                  ) : null}
                </h3>
                <div style={{ color: '#8c8c8c', fontSize: 13 }}>{shownDate(q.createdAt, i18n.language)}</div>
                <p style={{ margin: '4px 0' }}>
                  <strong>{t('past.asked')}:</strong> <span data-testid="my-question-text">{q.text}</span>
                </p>
                <p style={{ margin: '4px 0' }}>
                  <strong>{t('past.reply')}:</strong>{' '}
                  <span data-testid="my-question-reply">{q.reply ?? t('past.waiting')}</span>
                </p>
                <Button size="small" onClick={() => onOpenTest(q.attemptId)} data-testid="my-question-test">
                  {t('past.openTest')}
                </Button>
              </article>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
