import { useFamilyActivationRequestMutation } from '@portal/api-client';
import { Modal, useNotice } from '@portal/ui';
import { Form, Input } from '@portal/ui/forms';
import { useKitTranslation } from '../use-kit-translation';

export type RequestKind = 'activation' | 'more-tests';

export interface RequestDialogProps {
  kind: RequestKind;
  open: boolean;
  onClose: () => void;
  /** Called with the server's number when it is positive (the landing then re-checks). */
  onDone: (result: number) => void;
  onError: (error: unknown) => void;
}

/** Activation-request / request-more-tests dialog with a required textarea (core spec section 5). */
export function RequestDialog({ kind, open, onClose, onDone, onError }: RequestDialogProps) {
  const { t } = useKitTranslation();
  const { message } = useNotice();
  const [form] = Form.useForm<{ text: string }>();
  const [send, { isLoading }] = useFamilyActivationRequestMutation();
  const text = Form.useWatch('text', form) as string | undefined;

  const submit = async () => {
    const { text: value } = await form.validateFields();
    try {
      const { result } = await send({ kind, text: value.trim() }).unwrap();
      onClose();
      form.resetFields();
      if (Number(result) > 0) {
        void message.success(t('request.sent'));
        onDone(Number(result));
      }
    } catch (error) {
      onError(error);
    }
  };

  return (
    <Modal
      open={open}
      width={450}
      title={t(kind === 'activation' ? 'request.activationTitle' : 'request.moreTestsTitle')}
      okText={t('request.send')}
      cancelText={t('actions.cancel')}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      confirmLoading={isLoading}
      okButtonProps={{ disabled: !text?.trim(), 'data-testid': 'request-send' }}
      destroyOnHidden
      data-testid="request-dialog"
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="text"
          label={t('request.label')}
          rules={[{ required: true, whitespace: true, message: t('request.required') }]}
        >
          <Input.TextArea
            rows={4}
            placeholder={t('request.placeholder')}
            maxLength={2000}
            data-testid="request-text"
            autoFocus
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
