import { Navigate, useParams } from '@bc/router';
import { EmptyState, PageHeader } from '@bc/ui';
import { useTranslation } from 'react-i18next';
import { useEntriesMenu } from '../../../components/entries-menu.ts';

const LISTABLE_TYPES = ['expenses', 'incoming', 'transfer', 'debit', 'saving', 'planned'] as const;

/** /see_all/:type: every entry of one type; an unknown type goes to the entries list. */
export function SeeAllPage() {
  const { t } = useTranslation('entries');
  const menu = useEntriesMenu();
  const { type } = useParams();
  const listed = LISTABLE_TYPES.find((known) => known === type);
  if (!listed) return <Navigate to="/entries" replace />;
  return (
    <>
      <PageHeader title={t('seeAll.title', { type: t(`types.${listed}`) })} menu={menu} />
      <EmptyState message={t('list.empty')} />
    </>
  );
}
