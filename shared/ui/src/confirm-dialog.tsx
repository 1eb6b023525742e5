import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from './modal.tsx';

export interface ConfirmDialogProps {
  title: string;
  /** The question asked, e.g. "Delete this entry?". */
  question: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** True while the confirmed action runs: the buttons are disabled. */
  busy?: boolean;
}

/** A yes/no confirmation (SPEC §8 confirmations) in the app's modal; "No" has the focus first. */
export function ConfirmDialog({ title, question, onConfirm, onCancel, busy }: ConfirmDialogProps) {
  const { t } = useTranslation('common');
  const questionId = useId();
  return (
    <Modal title={title} onClose={onCancel} describedBy={questionId}>
      <p id={questionId}>{question}</p>
      <div className="bc-actions">
        <button type="button" className="bc-button" onClick={onCancel} disabled={busy}>
          {t('no')}
        </button>
        <button type="button" className="bc-button bc-button-primary" onClick={onConfirm} disabled={busy}>
          {t('yes')}
        </button>
      </div>
    </Modal>
  );
}
