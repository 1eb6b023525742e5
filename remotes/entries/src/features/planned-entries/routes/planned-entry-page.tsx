import type { EntryBody, PlannedEntry } from '@bc/api';
import type { EntryTab } from '@bc/domain';
import { paths, useNavigate, useParams, useSearchParams } from '@bc/router';
import { Alert, Loading, PageHeader } from '@bc/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EntryForm } from '../../../components/entry-form/entry-form.tsx';
import { entryTypeFromQuery } from '../../../components/entry-form/entry-types.ts';
import { usePlannedEntry } from '../api/get-planned-entry.ts';
import { useSavePlannedEntry } from '../api/save-planned-entry.ts';
import { usePlannedMenu } from '../components/planned-menu.ts';
import type { PlannedEntriesState } from './planned-entries-page.tsx';

/** /planned_entry and /planned_entry/:id: add or edit a planned entry; saved, back to the list. */
export function PlannedEntryPage() {
  const { t } = useTranslation('entries');
  const { id } = useParams();
  const menu = usePlannedMenu();
  return (
    <>
      <PageHeader title={id ? t('planned.editTitle') : t('planned.addTitle')} menu={menu} />
      {id ? <EditPlan uuid={id} /> : <AddPlan />}
    </>
  );
}

/** Saves the plan (a new one without `plan`); saved, back to the list with `flash`. */
function useSubmitPlan(plan: PlannedEntry | null, flash: string) {
  const navigate = useNavigate();
  const save = useSavePlannedEntry();
  const submit = (body: EntryBody, failed: (error: unknown) => void) =>
    save.mutate(
      { uuid: plan?.uuid ?? null, body },
      {
        onSuccess: () =>
          navigate(paths.planned.list.getHref(), { state: { flash } satisfies PlannedEntriesState }),
        onError: failed,
      },
    );
  return { submit, busy: save.isPending };
}

function AddPlan() {
  const { t } = useTranslation('entries');
  const save = useSubmitPlan(null, t('planned.saved'));
  const [params, setParams] = useSearchParams();
  const type = entryTypeFromQuery(params.get('type'), 'planned');
  const selectType = (next: EntryTab) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('type', next);
        return updated;
      },
      { replace: true },
    );
  return (
    <EntryForm mode="planned" type={type} onTypeChange={selectType} onSubmit={save.submit} busy={save.busy} />
  );
}

function EditPlan({ uuid }: { uuid: string }) {
  const { t } = useTranslation('entries');
  const plan = usePlannedEntry(uuid);
  if (plan.isError) return <Alert tone="error">{t('entry.loadFailed')}</Alert>;
  if (!plan.data) return <Loading />;
  return <EditForm key={plan.data.uuid} plan={plan.data} />;
}

function EditForm({ plan }: { plan: PlannedEntry }) {
  const { t } = useTranslation('entries');
  const save = useSubmitPlan(plan, t('planned.updated'));
  // The plan's type is the name of its tab.
  const [type, setType] = useState<EntryTab>(plan.type);
  return (
    <EntryForm
      mode="planned"
      type={type}
      onTypeChange={setType}
      plan={plan}
      onSubmit={save.submit}
      busy={save.busy}
    />
  );
}
