import type { HeaderMenuItem } from '@bc/ui';
import { useTranslation } from 'react-i18next';

/** The header menu of the entry screens (SPEC §2): Add, Show, Search. */
export function useEntriesMenu(showPath: '/entries' | '/payee' = '/entries'): HeaderMenuItem[] {
  const { t } = useTranslation('entries');
  return [
    { label: t('menu.add'), to: '/entry' },
    { label: t('menu.show'), to: showPath },
    { label: t('menu.search'), to: '/search' },
  ];
}
