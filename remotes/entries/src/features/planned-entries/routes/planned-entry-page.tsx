import { useParams, useSearchParams } from '@bc/router';
import { Alert, PageHeader } from '@bc/ui';
import { useTranslation } from 'react-i18next';
import { EntryForm } from '../../entry-form/components/entry-form.tsx';
import { type EntryType, entryTypeFromQuery } from '../../entry-form/entry-types.ts';

/** /planned_entry and /planned_entry/:id: add (or edit) a planned entry. */
export function PlannedEntryPage() {
  const { t } = useTranslation('entries');
  const { id } = useParams();
  const [params, setParams] = useSearchParams();
  const menu = [
    { label: t('menu.add'), to: '/planned_entry?planned=true' },
    { label: t('menu.show'), to: '/planned-entries' },
  ];
  if (id) {
    return (
      <>
        <PageHeader title={t('planned.editTitle')} menu={menu} />
        <Alert tone="info">{t('entry.editUnavailable')}</Alert>
      </>
    );
  }
  const type = entryTypeFromQuery(params.get('type'), 'planned');
  const selectType = (next: EntryType) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('type', next);
        return updated;
      },
      { replace: true },
    );
  return (
    <>
      <PageHeader title={t('planned.addTitle')} menu={menu} />
      <EntryForm mode="planned" type={type} onTypeChange={selectType} />
    </>
  );
}
