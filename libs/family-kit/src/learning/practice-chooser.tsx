import { useState, type CSSProperties } from 'react';
import type { LearningTopic, PracticeSource, PracticeStartRequest } from '@portal/contracts';
import { pickLocalized, useTranslation } from '@portal/i18n';
import { Alert, Button, Flex } from '@portal/ui';
import { LEARNING_NS } from './i18n';

/** What the learner may practise (the review of due questions has its own button). */
const CHOICES = ['topics', 'mistakes', 'unseen', 'hardest'] as const satisfies readonly PracticeSource[];

export interface PracticeChooserProps {
  id: string;
  topics: readonly LearningTopic[];
  onStart: (request: PracticeStartRequest) => void;
  onCancel: () => void;
}

const fieldset: CSSProperties = {
  border: '1px solid #d9d9d9',
  borderRadius: 8,
  padding: '8px 12px',
  margin: 0,
};
// large enough to tap on a phone (the runner's answers are as tall)
const option: CSSProperties = { display: 'flex', gap: 8, alignItems: 'center', minHeight: 32 };

/**
 * "Practise": one or more topics, the questions answered wrong, those not seen yet, or the hardest. Native radios
 * and checkboxes: light (the card is on the landing), and a phone's own controls.
 */
export function PracticeChooser({ id, topics, onStart, onCancel }: PracticeChooserProps) {
  const { t, i18n } = useTranslation(LEARNING_NS);
  const choices = topics.length ? CHOICES : CHOICES.filter((c) => c !== 'topics');
  const [source, setSource] = useState<(typeof CHOICES)[number]>(choices[0]);
  const [picked, setPicked] = useState<string[]>([]);
  const [noTopic, setNoTopic] = useState(false);

  const start = () => {
    if (source !== 'topics') return onStart({ source });
    if (!picked.length) return setNoTopic(true);
    onStart({ source, topics: picked });
  };

  return (
    <Flex vertical gap={8} id={id} data-testid="learn-chooser">
      <fieldset style={fieldset}>
        <legend style={{ fontSize: 14, fontWeight: 500, width: 'auto', marginBottom: 4 }}>
          {t('choose.title')}
        </legend>
        {choices.map((choice) => (
          <label key={choice} style={option}>
            <input
              type="radio"
              name={`${id}-source`}
              value={choice}
              checked={source === choice}
              onChange={() => setSource(choice)}
              data-testid={`learn-source-${choice}`}
            />
            {t(`choose.${choice}`)}
          </label>
        ))}
      </fieldset>
      {source === 'topics' ? (
        <fieldset style={fieldset} aria-describedby={noTopic ? `${id}-no-topic` : undefined}>
          <legend style={{ fontSize: 14, fontWeight: 500, width: 'auto', marginBottom: 4 }}>
            {t('choose.topicList')}
          </legend>
          {topics.map((topic) => (
            <label key={topic.id} style={option}>
              <input
                type="checkbox"
                value={topic.id}
                checked={picked.includes(topic.id)}
                onChange={(e) => {
                  setNoTopic(false);
                  const on = e.target.checked;
                  setPicked((list) => (on ? [...list, topic.id] : list.filter((x) => x !== topic.id)));
                }}
                data-testid="learn-topic-choice"
              />
              {pickLocalized(topic.labels, i18n.language)}
            </label>
          ))}
          {noTopic ? (
            <Alert
              type="error"
              showIcon
              role="alert"
              id={`${id}-no-topic`}
              title={t('choose.pickTopic')}
              data-testid="learn-no-topic"
              style={{ marginTop: 8 }}
            />
          ) : null}
        </fieldset>
      ) : null}
      <Flex gap={8} wrap>
        <Button type="primary" onClick={start} data-testid="learn-start">
          {t('choose.start')}
        </Button>
        <Button onClick={onCancel}>{t('choose.cancel')}</Button>
      </Flex>
    </Flex>
  );
}
