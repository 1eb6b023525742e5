import { DeleteIcon } from '@bc/ui/icons';
import { useTranslation } from 'react-i18next';

/** The Remove button of a builder's row: it says "Remove", its name says which row ("Remove condition 2.1"). */
export function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  const { t } = useTranslation('settings');
  return (
    <button
      type="button"
      className="bc-button bc-button-ghost bc-rule-remove"
      aria-label={label}
      onClick={onClick}
    >
      <DeleteIcon />
      <span aria-hidden="true">{t('rules.builder.remove')}</span>
    </button>
  );
}
