import { useTranslation } from '@portal/i18n';
import { Button, Card, Flex } from '@portal/ui';
import { formatClock } from '../logic/clock';

/** An attempt already started (status not NEW): the time left and "Tęsti testą" (core spec section 4). */
export function ResumeView({ secondsLeft, onContinue }: { secondsLeft: number; onContinue: () => void }) {
  const { t } = useTranslation('runner');
  return (
    <Flex justify="center" style={{ padding: '15vh 16px 0' }}>
      <Card style={{ maxWidth: 420, width: '100%', textAlign: 'center' }} data-testid="resume">
        <h2 style={{ marginTop: 0 }}>{t('resume.title')}</h2>
        <p>{t('resume.text', { time: formatClock(secondsLeft) })}</p>
        <Button type="primary" size="large" onClick={onContinue} data-testid="resume-continue">
          {t('resume.continue')}
        </Button>
      </Card>
    </Flex>
  );
}
