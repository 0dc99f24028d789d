import { useEffect, useState } from 'react';
import { useFamilyClient } from '@portal/api-client';
import { formatDate, i18n } from '@portal/i18n';
import { Button, Flex, Modal, Typography, useNotice } from '@portal/ui';
import { ensureFamilyKitI18n, FAMILY_KIT_NS } from '../i18n';
import { useKitTranslation } from '../use-kit-translation';
import strings from './my-data-dialog.json';

export interface MyDataDialogProps {
  open: boolean;
  onClose: () => void;
}

interface ErasureRequest {
  dueAt: string;
}

/** Loaded only when opened (a lazy chunk, off the path to the first question): its strings come with it. */
function ensureMyDataStrings(): void {
  ensureFamilyKitI18n();
  if (!i18n.isInitialized || i18n.getResource('lt', FAMILY_KIT_NS, 'myData.title')) return;
  for (const [language, texts] of Object.entries(strings))
    i18n.addResourceBundle(language, FAMILY_KIT_NS, { myData: texts }, true, false);
}

/** The grace period the server applies (ERASURE_GRACE_DAYS) is told by the pending request's date; 7 before one. */
const DEFAULT_GRACE_DAYS = 7;

/**
 * "My data" (GDPR articles 15, 17, 20): download everything the portal holds about the learner as JSON or as a
 * readable page, ask for the account's erasure (confirmed; after a grace period), or cancel it.
 */
export function MyDataDialog({ open, onClose }: MyDataDialogProps) {
  ensureMyDataStrings();
  const { t, i18n: current } = useKitTranslation();
  const { modal, message } = useNotice();
  const client = useFamilyClient();
  const [pending, setPending] = useState<ErasureRequest | null>(null);
  const [busy, setBusy] = useState(false);

  const call = async (path: string, method = 'GET') => {
    const token = client.session()?.accessToken;
    const res = await fetch(`/api/me/${path}`, {
      method,
      headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    });
    if (!res.ok) throw new Error(String(res.status));
    return res;
  };

  useEffect(() => {
    if (!open) return;
    let live = true;
    call('erasure')
      .then((res) => res.json() as Promise<{ request: ErasureRequest | null }>)
      .then((body) => live && setPending(body.request))
      .catch(() => undefined);
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const download = async (format: 'json' | 'html') => {
    setBusy(true);
    try {
      const blob = await (await call(`data?format=${format}`)).blob();
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = `my-data.${format}`;
      document.body.appendChild(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch {
      message.error(t('myData.failed'));
    } finally {
      setBusy(false);
    }
  };

  const erase = () =>
    modal.confirm({
      title: t('myData.deleteTitle'),
      content: t('myData.confirm'),
      okText: t('myData.delete'),
      okButtonProps: { danger: true, 'data-testid': 'my-data-confirm' } as never,
      onOk: async () => {
        try {
          const body = (await (await call('erasure', 'POST')).json()) as { request: ErasureRequest };
          setPending(body.request);
        } catch {
          message.error(t('myData.failed'));
        }
      },
    });

  const cancel = async () => {
    try {
      await call('erasure', 'DELETE');
      setPending(null);
      message.success(t('myData.cancelled'));
    } catch {
      message.error(t('myData.failed'));
    }
  };

  const dueDate = pending ? formatDate(pending.dueAt, current.language) : '';
  return (
    <Modal open={open} onCancel={onClose} footer={null} title={t('myData.title')} width={520}>
      <div data-testid="my-data-dialog">
        <Typography.Paragraph>{t('myData.intro')}</Typography.Paragraph>
        <Flex gap={8} wrap>
          <Button loading={busy} onClick={() => void download('json')} data-testid="my-data-json">
            {t('myData.downloadJson')}
          </Button>
          <Button loading={busy} onClick={() => void download('html')} data-testid="my-data-html">
            {t('myData.downloadHtml')}
          </Button>
        </Flex>
        <Typography.Title level={5} style={{ marginTop: 24 }}>
          {t('myData.deleteTitle')}
        </Typography.Title>
        {pending ? (
          <Flex vertical gap={8} align="start">
            <Typography.Text type="warning" data-testid="my-data-pending">
              {t('myData.pending', { date: dueDate })}
            </Typography.Text>
            <Button onClick={() => void cancel()} data-testid="my-data-cancel">
              {t('myData.cancel')}
            </Button>
          </Flex>
        ) : (
          <Flex vertical gap={8} align="start">
            <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
              {t('myData.deleteIntro', { days: DEFAULT_GRACE_DAYS })}
            </Typography.Paragraph>
            <Button danger onClick={erase} data-testid="my-data-delete">
              {t('myData.delete')}
            </Button>
          </Flex>
        )}
      </div>
    </Modal>
  );
}
