import { EmptyState, PageHeader } from '@bc/ui';
import { useTranslation } from 'react-i18next';

/** /planned-entries: the planned (one-time or recurring) entries; the list arrives with its API. */
export function PlannedEntriesPage() {
  const { t } = useTranslation('entries');
  return (
    <>
      <PageHeader
        title={t('planned.title')}
        menu={[
          { label: t('menu.add'), to: '/planned_entry?planned=true' },
          { label: t('menu.show'), to: '/planned-entries' },
        ]}
      />
      <EmptyState message={t('list.empty')} />
    </>
  );
}
