import type { PlannedEntry } from '@bc/api';
import { useLocation } from '@bc/router';
import { ConfirmDialog, EmptyState, Loading, PageHeader, Toasts, useFlash } from '@bc/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type HandedFlashState, handedFlash } from '../../../components/handed-flash.ts';
import { useDeletePlannedEntry } from '../api/delete-planned-entry.ts';
import { usePlannedEntries } from '../api/get-planned-entries.ts';
import { PlannedEntriesTable } from '../components/planned-entries-table.tsx';
import { usePlannedMenu } from '../components/planned-menu.ts';

/** What the planned-entry form hands to the list when it comes back to it. */
export type PlannedEntriesState = HandedFlashState;

/**
 * /planned-entries: every plan by next execution, those that are over last (the API answers the whole
 * list). A failed load is logged only, with no message to the user.
 */
export function PlannedEntriesPage() {
  const { t } = useTranslation('entries');
  const menu = usePlannedMenu();
  const location = useLocation();
  const plans = usePlannedEntries();
  const remove = useDeletePlannedEntry();
  const [deleting, setDeleting] = useState<PlannedEntry | null>(null);
  const flash = useFlash(handedFlash(location.state));

  useEffect(() => {
    if (plans.error) console.error('Planned entries could not be loaded', plans.error);
  }, [plans.error]);

  const confirmDelete = (plan: PlannedEntry) =>
    remove.mutate(plan.uuid, {
      onSuccess: () => {
        setDeleting(null);
        flash.show({ tone: 'success', text: t('planned.deleted') });
      },
      onError: () => {
        setDeleting(null);
        flash.show({ tone: 'error', text: t('form.saveFailed') });
      },
    });

  const list = plans.data;
  return (
    <>
      <PageHeader title={t('planned.title')} menu={menu} />
      <Toasts flash={flash} />
      {plans.isError ? null : !list ? (
        <Loading />
      ) : list.length === 0 ? (
        <EmptyState message={t('planned.empty')} />
      ) : (
        <PlannedEntriesTable plans={list} onDelete={setDeleting} />
      )}
      {deleting && (
        <ConfirmDialog
          title={t('planned.deleteTitle')}
          question={t('planned.confirmDelete')}
          busy={remove.isPending}
          onCancel={() => setDeleting(null)}
          onConfirm={() => confirmDelete(deleting)}
        />
      )}
    </>
  );
}
