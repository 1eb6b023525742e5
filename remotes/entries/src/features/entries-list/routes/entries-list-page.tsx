import { useSearchParams } from '@bc/router';
import { EmptyState, PageHeader } from '@bc/ui';
import { useTranslation } from 'react-i18next';
import { useEntriesMenu } from '../../../components/entries-menu.ts';

/** `filter_planned=0` leaves planned entries out (SPEC §2: the payee details link sets it). */
const PLANNED_FILTER = 'filter_planned';

/**
 * /entries: the entries list, newest first. The toggle lives in the query string with the other
 * filters, so a filtered list is a link. The list itself arrives with the entries API.
 */
export function EntriesListPage() {
  const { t } = useTranslation('entries');
  const menu = useEntriesMenu();
  const [params, setParams] = useSearchParams();
  const showPlanned = params.get(PLANNED_FILTER) !== '0';
  const togglePlanned = (show: boolean) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (show) updated.delete(PLANNED_FILTER);
      else updated.set(PLANNED_FILTER, '0');
      return updated;
    });
  return (
    <>
      <PageHeader title={t('list.title')} menu={menu} />
      <div className="bc-toolbar">
        <label className="bc-choice">
          <input
            type="checkbox"
            name="show_planned"
            checked={showPlanned}
            onChange={(event) => togglePlanned(event.target.checked)}
          />
          {t('list.showPlanned')}
        </label>
      </div>
      <EmptyState message={t('list.empty')} />
    </>
  );
}
