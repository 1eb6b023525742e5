import type { WalletFilter } from '@bc/ui/ledger';
import { useTranslation } from 'react-i18next';

const FILTERS: readonly WalletFilter[] = ['active', 'all', 'archived'];

export interface ArchiveFilterProps {
  /** The radio group's name, unique on the page. */
  name: string;
  value: WalletFilter;
  onChange: (value: WalletFilter) => void;
}

/** The active / all / archived choice of the wallet and label lists. */
export function ArchiveFilter({ name, value, onChange }: ArchiveFilterProps) {
  const { t } = useTranslation('settings');
  return (
    <fieldset className="bc-fieldset bc-choice-group">
      <legend>{t('wallets.filter')}</legend>
      {FILTERS.map((choice) => (
        <label key={choice} className="bc-choice">
          <input
            type="radio"
            name={name}
            value={choice}
            checked={value === choice}
            onChange={() => onChange(choice)}
          />
          {t(`wallets.filters.${choice}`)}
        </label>
      ))}
    </fieldset>
  );
}
