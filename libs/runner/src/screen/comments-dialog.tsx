import { useState } from 'react';
import type { QuestionComment } from '@portal/contracts';
import { useTranslation } from '@portal/i18n';
import { Button, Flex, Modal, Tag, Typography } from '@portal/ui';
import { Empty } from '@portal/ui/extra';
import { Input } from '@portal/ui/forms';
import { DIALOG_WIDTH } from './dialogs';

export interface CommentsDialogProps {
  open: boolean;
  number: number;
  comments: QuestionComment[];
  /** One question per test: the ask option is shown while none was asked. */
  canAsk: boolean;
  asked: boolean;
  sending: boolean;
  /** Resolves true when sent (the text is cleared). Empty text is ignored, not sent. */
  onAsk: (text: string) => Promise<boolean>;
  onClose: () => void;
}

/** Explanations of one question (pairs, or 'no explanations'), and the ask-staff form (3-row textarea). */
export default function CommentsDialog({
  open,
  number,
  comments,
  canAsk,
  asked,
  sending,
  onAsk,
  onClose,
}: CommentsDialogProps) {
  const { t } = useTranslation('runner');
  const [text, setText] = useState('');
  const send = async () => {
    if (!text.trim()) return;
    if (await onAsk(text.trim())) setText('');
  };
  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={`${t('comments.title')}: ${t('question.title', { n: number })}`}
      width={DIALOG_WIDTH}
      footer={null}
      destroyOnHidden
    >
      <div data-testid="comments-dialog">
        {comments.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('comments.none')} />
        ) : (
          <Flex vertical gap={12}>
            {comments.map((c, i) => (
              <div key={i} style={{ borderLeft: '3px solid #1f6fb2', paddingLeft: 10 }}>
                <Typography.Text strong>{c.klausimas}</Typography.Text>
                <div style={{ whiteSpace: 'pre-line' }}>
                  {c.atsakymas ?? <Typography.Text type="secondary">{t('comments.waiting')}</Typography.Text>}
                </div>
              </div>
            ))}
          </Flex>
        )}
        {asked && (
          <Tag color="blue" style={{ marginTop: 12 }}>
            {t('ask.asked')}
          </Tag>
        )}
        {canAsk ? (
          <Flex vertical gap={8} style={{ marginTop: 16 }}>
            <Typography.Text strong>{t('ask.title')}</Typography.Text>
            <Input.TextArea
              rows={3}
              value={text}
              onChange={(e) => setText(e.target.value)}
              placeholder={t('ask.placeholder')}
              maxLength={2000}
              data-testid="ask-text"
            />
            <Typography.Text type="secondary">{t('ask.once')}</Typography.Text>
            <Button
              type="primary"
              onClick={send}
              loading={sending}
              style={{ alignSelf: 'flex-end' }}
              data-testid="ask-send"
            >
              {t('ask.send')}
            </Button>
          </Flex>
        ) : null}
      </div>
    </Modal>
  );
}
