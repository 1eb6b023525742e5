import { paths } from '@bc/router';
import type { HeaderMenuItem } from '@bc/ui';
import { useTranslation } from 'react-i18next';

/** The header menu of the planned-entry screens: Add and Show. */
export function usePlannedMenu(): HeaderMenuItem[] {
  const { t } = useTranslation('entries');
  return [
    { label: t('menu.add'), to: paths.planned.add.getHref({ planned: 'true' }) },
    { label: t('menu.show'), to: paths.planned.list.getHref() },
  ];
}
