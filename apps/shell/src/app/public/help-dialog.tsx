import { useEffect, useRef } from 'react';
import { useTranslation } from '@portal/i18n';

/** 'Can't sign in?' (core spec "Login screen"): a small dialog with help text. */
export function HelpDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('shell');
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      className="shell-dialog"
      aria-labelledby="shell-help-title"
      onClose={onClose}
      onCancel={onClose}
      onClick={(event) => {
        if (event.target === ref.current) onClose(); // a click on the backdrop
      }}
    >
      <div className="shell-dialog__body">
        <h2 id="shell-help-title" className="shell-dialog__title">
          {t('help.title')}
        </h2>
        <p>{t('help.intro')}</p>
        <ul className="shell-dialog__list">
          {(['tip1', 'tip2', 'tip3', 'tip4', 'tip5'] as const).map((key) => (
            <li key={key}>{t(`help.${key}`)}</li>
          ))}
        </ul>
        <p className="shell-muted">{t('help.contact')}</p>
        <div className="shell-dialog__actions">
          <button type="button" className="shell-btn shell-btn--primary" onClick={onClose} autoFocus>
            {t('help.close')}
          </button>
        </div>
      </div>
    </dialog>
  );
}
