import { EmptyState, PageHeader } from '@bc/ui';
import { useTranslation } from 'react-i18next';

/** /payee: payees with their balance (and revolving cards when any exist), with the debts API. */
export function PayeesPage() {
  const { t } = useTranslation('entries');
  return (
    <>
      <PageHeader
        title={t('payees.title')}
        menu={[
          { label: t('menu.add'), to: '/entry?show=payee' },
          { label: t('menu.show'), to: '/payee' },
        ]}
      />
      <EmptyState message={t('payees.empty')} />
    </>
  );
}
