import { useState, type CSSProperties, type FormEvent } from 'react';
import { MAX_DAILY_CAP, MIN_DAILY_CAP } from '@portal/contracts';
import { fieldErrors, fieldErrorText, useFamilyLearningSettingsMutation } from '@portal/api-client';
import { useTranslation } from '@portal/i18n';
import { Button, Flex, Typography } from '@portal/ui';
import { useErrorDialog } from '../components/use-error-dialog';
import { LEARNING_NS } from './i18n';

export interface LearningSettingsFormProps {
  examDate: string | null;
  dailyCap: number;
}

type Field = 'examDate' | 'dailyCap';

const input: CSSProperties = {
  font: 'inherit',
  minHeight: 36,
  padding: '4px 8px',
  border: '1px solid #d9d9d9',
  borderRadius: 6,
  maxWidth: '100%',
};
const fieldError: CSSProperties = { color: '#cf1322', margin: '4px 0 0' };

/**
 * The exam date (a native date input: a phone's own calendar) and the daily cap, saved with
 * PUT /api/<family>/learning/settings. A bad value (checked here first, or a 400 naming the field) is said under its
 * field in the learner's language; anything else goes to the error dialog.
 */
export function LearningSettingsForm({ examDate, dailyCap }: LearningSettingsFormProps) {
  const { t } = useTranslation(LEARNING_NS);
  const [save, saving] = useFamilyLearningSettingsMutation();
  const showError = useErrorDialog();
  const [date, setDate] = useState(examDate ?? '');
  const [cap, setCap] = useState(String(dailyCap));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [saved, setSaved] = useState(false);

  const own: Record<Field, string> = {
    examDate: t('settings.invalidDate'),
    dailyCap: t('settings.invalidCap', { min: MIN_DAILY_CAP, max: MAX_DAILY_CAP }),
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const capNumber = Number(cap);
    if (!Number.isInteger(capNumber) || capNumber < MIN_DAILY_CAP || capNumber > MAX_DAILY_CAP) {
      return setErrors({ dailyCap: own.dailyCap });
    }
    setErrors({});
    try {
      await save({ examDate: date || null, dailyCap: capNumber }).unwrap();
      setSaved(true);
    } catch (error) {
      const fields = fieldErrors(error).filter((f) => f.field === 'examDate' || f.field === 'dailyCap');
      if (!fields.length) return showError(error);
      // the card's own sentence for its two fields; the common field text only for a code it does not know
      setErrors(
        Object.fromEntries(
          fields.map((f) => [f.field, own[f.field as Field] ?? fieldErrorText(f)]),
        ) as Partial<Record<Field, string>>,
      );
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate id="learn-settings" data-testid="learn-settings">
      <Flex vertical gap={8}>
        <div>
          <label htmlFor="learn-exam-date" style={{ display: 'block', fontWeight: 500 }}>
            {t('settings.examDate')}
          </label>
          <Typography.Text
            type="secondary"
            id="learn-exam-date-hint"
            style={{ display: 'block', fontSize: 13 }}
          >
            {t('settings.examDateHint')}
          </Typography.Text>
          <Flex gap={8} wrap align="center" style={{ marginTop: 4 }}>
            <input
              id="learn-exam-date"
              type="date"
              value={date}
              onChange={(e) => setDate(e.target.value)}
              aria-describedby={errors.examDate ? 'learn-exam-date-error' : 'learn-exam-date-hint'}
              aria-invalid={errors.examDate ? true : undefined}
              style={input}
              data-testid="learn-exam-date"
            />
            {date ? (
              <Button onClick={() => setDate('')} data-testid="learn-clear-date">
                {t('settings.clearDate')}
              </Button>
            ) : null}
          </Flex>
          {errors.examDate ? (
            <p id="learn-exam-date-error" role="alert" style={fieldError} data-testid="learn-exam-date-error">
              {errors.examDate}
            </p>
          ) : null}
        </div>
        <div>
          <label htmlFor="learn-daily-cap" style={{ display: 'block', fontWeight: 500 }}>
            {t('settings.dailyCap')}
          </label>
          <input
            id="learn-daily-cap"
            type="number"
            inputMode="numeric"
            min={MIN_DAILY_CAP}
            max={MAX_DAILY_CAP}
            step={1}
            value={cap}
            onChange={(e) => setCap(e.target.value)}
            aria-describedby={errors.dailyCap ? 'learn-daily-cap-error' : undefined}
            aria-invalid={errors.dailyCap ? true : undefined}
            style={{ ...input, width: 120, marginTop: 4 }}
            data-testid="learn-daily-cap"
          />
          {errors.dailyCap ? (
            <p id="learn-daily-cap-error" role="alert" style={fieldError} data-testid="learn-daily-cap-error">
              {errors.dailyCap}
            </p>
          ) : null}
        </div>
        <Flex gap={8} align="center" wrap>
          <Button htmlType="submit" loading={saving.isLoading} data-testid="learn-save">
            {t('settings.save')}
          </Button>
          <span role="status" data-testid="learn-saved">
            {saved ? t('settings.saved') : ''}
          </span>
        </Flex>
      </Flex>
    </form>
  );
}
