import { paths } from '@bc/router';
import type { HeaderMenuItem } from '@bc/ui';
import { useTranslation } from 'react-i18next';

/** The header menu of the entry screens: Add, Show (the list, or the payees), Search. */
export function useEntriesMenu(show: 'entries' | 'payees' = 'entries'): HeaderMenuItem[] {
  const { t } = useTranslation('entries');
  return [
    { label: t('menu.add'), to: paths.entries.add.getHref() },
    { label: t('menu.show'), to: (show === 'payees' ? paths.entries.payees : paths.entries.list).getHref() },
    { label: t('menu.search'), to: paths.entries.search.getHref() },
  ];
}
