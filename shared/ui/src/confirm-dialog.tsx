import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';
import { Modal } from './modal.tsx';

export interface ConfirmDialogProps {
  title: string;
  /** The question asked, e.g. "Delete this entry?". */
  question: string;
  onConfirm: () => void;
  /** Called by the cancel button, Escape, the close button and a click beside the dialog. */
  onCancel: () => void;
  /** True while the confirmed action runs: the buttons are disabled and the confirm button says it works. */
  busy?: boolean;
  /** The confirm button's text, "Yes" unless said otherwise. */
  confirmLabel?: string;
  /** The cancel button's text, "No" unless said otherwise. */
  cancelLabel?: string;
  /** danger (the default): the action deletes or archives something; primary: it does not lose anything. */
  tone?: 'danger' | 'primary';
}

/**
 * A yes/no confirmation in the app's modal dialog. The cancel button has the focus first, so that Enter
 * pressed without reading does nothing irreversible; Escape cancels.
 */
export function ConfirmDialog({
  title,
  question,
  onConfirm,
  onCancel,
  busy = false,
  confirmLabel,
  cancelLabel,
  tone = 'danger',
}: ConfirmDialogProps) {
  const { t } = useTranslation('common');
  const questionId = useId();
  return (
    <Modal title={title} onClose={onCancel} describedBy={questionId} className="bc-confirm-dialog">
      <p id={questionId}>{question}</p>
      <div className="bc-actions bc-confirm-actions">
        <Button onClick={onCancel} disabled={busy}>
          {cancelLabel ?? t('no')}
        </Button>
        <Button variant={tone} onClick={onConfirm} busy={busy}>
          {confirmLabel ?? t('yes')}
        </Button>
      </div>
    </Modal>
  );
}
