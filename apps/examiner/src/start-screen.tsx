import { useEffect, useReducer, useState } from 'react';
import { EXAMINER_TOPICS, type ExaminerTopicValue } from '@portal/contracts';
import { isValidBirthDate, LanguageSelect, LoadingBar, maskBirthDate } from '@portal/family-kit';
import { PortalNavigate, usePortalNavigate } from '@portal/federation';
import { pickLocalized, useTranslation } from '@portal/i18n';
import { Button, Card, Flex, NativeSelect, Typography } from '@portal/ui';
import { Input } from '@portal/ui/forms';
import { useExaminerStatusQuery } from './examiner-api';
import { canStart, EMPTY_FORM, routeData, startFormReducer, subTopicsOf } from './start-form';

const NS = 'examiner';

/** The slide toggle 'Testo tipas': a native switch (keyboard and screen readers for free, no antd Switch). */
function ModeToggle({ exam, onToggle }: { exam: boolean; onToggle: () => void }) {
  const { t } = useTranslation(NS);
  return (
    <Flex align="center" gap={12}>
      <span id="examiner-type-label">{t('type')}:</span>
      <button
        type="button"
        role="switch"
        aria-checked={exam}
        aria-labelledby="examiner-type-label examiner-type-value"
        data-testid="examiner-mode"
        onClick={onToggle}
        style={{
          position: 'relative',
          width: 48,
          height: 24,
          borderRadius: 12,
          border: 'none',
          cursor: 'pointer',
          background: exam ? '#1677ff' : '#8c8c8c',
          transition: 'background 0.2s',
        }}
      >
        <span
          aria-hidden
          style={{
            position: 'absolute',
            top: 2,
            left: exam ? 26 : 2,
            width: 20,
            height: 20,
            borderRadius: '50%',
            background: '#fff',
            transition: 'left 0.2s',
          }}
        />
      </button>
      <strong id="examiner-type-value" data-testid="examiner-mode-label">
        {t(exam ? 'exam' : 'training')}
      </strong>
    </Flex>
  );
}

/**
 * /m (second spec "Examiner mode screens"): shown only while the server check says the server is up, else the
 * root. Training or exam, the person (exam only), topic and sub-topic; 'Sprėsti' goes to /t with the choice as
 * JSON `data` in the router state, hidden from the address.
 */
export default function StartScreen() {
  const { t, i18n } = useTranslation(NS);
  const navigate = usePortalNavigate();
  const status = useExaminerStatusQuery();
  const [form, dispatch] = useReducer(startFormReducer, EMPTY_FORM);
  const [gdataTouched, setGdataTouched] = useState(false);

  useEffect(() => {
    document.title = t('title');
  }, [t, i18n.language]);

  if (status.isLoading) return <LoadingBar />;
  if (!status.data?.server) return <PortalNavigate to="/" replace />;

  const gdataInvalid = gdataTouched && form.gdata !== '' && !isValidBirthDate(form.gdata);
  const language = i18n.language;
  const topicOptions = EXAMINER_TOPICS.map((topic) => ({
    value: String(topic.value),
    label: pickLocalized(topic.labels, language),
  }));
  const subOptions = subTopicsOf(form.tema).map((s) => ({
    value: s.value,
    label: pickLocalized(s.labels, language),
  }));

  return (
    <main style={{ maxWidth: 560, margin: '24px auto', padding: '0 16px' }} data-testid="examiner-start">
      <Flex justify="space-between" align="center" style={{ marginBottom: 16 }}>
        <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
          {t('title')}
        </Typography.Title>
        <LanguageSelect />
      </Flex>
      <Card>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (canStart(form)) navigate('/t', { state: { data: JSON.stringify(routeData(form)) } });
          }}
        >
          <Flex vertical gap={16}>
            <ModeToggle exam={form.egzamin} onToggle={() => dispatch({ type: 'toggle-mode' })} />
            {form.egzamin && (
              <>
                <Typography.Text type="secondary">{t('examHint')}</Typography.Text>
                <label>
                  <span style={{ display: 'block', marginBottom: 4 }}>{t('regnr')}</span>
                  <Input
                    allowClear
                    value={form.regnr}
                    maxLength={40}
                    autoComplete="off"
                    data-testid="examiner-regnr"
                    onChange={(e) => dispatch({ type: 'regnr', value: e.target.value })}
                  />
                </label>
                <label>
                  <span style={{ display: 'block', marginBottom: 4 }}>{t('gdata')}</span>
                  <Input
                    allowClear
                    value={form.gdata}
                    inputMode="numeric"
                    placeholder={t('gdataPlaceholder')}
                    status={gdataInvalid ? 'error' : undefined}
                    aria-invalid={gdataInvalid}
                    data-testid="examiner-gdata"
                    onBlur={() => setGdataTouched(true)}
                    onChange={(e) => dispatch({ type: 'gdata', value: maskBirthDate(e.target.value) })}
                  />
                  {gdataInvalid && (
                    <Typography.Text type="danger" role="alert">
                      {t('gdataInvalid')}
                    </Typography.Text>
                  )}
                </label>
              </>
            )}
            <label>
              <span style={{ display: 'block', marginBottom: 4 }}>{t('topic')}</span>
              <NativeSelect
                style={{ width: '100%' }}
                data-testid="examiner-topic"
                placeholder={t('topicPlaceholder')}
                value={form.tema === null ? undefined : String(form.tema)}
                options={topicOptions}
                onChange={(v) => dispatch({ type: 'topic', value: Number(v) as ExaminerTopicValue })}
              />
            </label>
            <label>
              <span style={{ display: 'block', marginBottom: 4 }}>{t('sub')}</span>
              <NativeSelect
                style={{ width: '100%' }}
                data-testid="examiner-sub"
                placeholder={t('subPlaceholder')}
                disabled={form.tema === null}
                value={form.sub ?? undefined}
                options={subOptions}
                onChange={(v) => dispatch({ type: 'sub', value: v })}
              />
            </label>
            <Button
              type="primary"
              htmlType="submit"
              disabled={!canStart(form)}
              data-testid="examiner-start-button"
            >
              {t('start')}
            </Button>
          </Flex>
        </form>
      </Card>
    </main>
  );
}
