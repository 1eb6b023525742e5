import type { Budget } from '@bc/api';
import { Navigate, useLocation, useNavigate, useParams, useSearchParams } from '@bc/router';
import { httpStatus } from '@bc/session';
import {
  ConfirmDialog,
  EmptyState,
  type FlashState,
  PageHeader,
  QueryState,
  TabPanel,
  Tabs,
  Toasts,
  useFlash,
} from '@bc/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EntriesTable } from '../../../components/entries-table.tsx';
import { paths } from '../../../paths.ts';
import { useDeleteBudget } from '../api/delete-budget.ts';
import { useBudget } from '../api/get-budget.ts';
import { useBudgetEntries } from '../api/get-budget-entries.ts';
import { useBudgetStats } from '../api/get-budget-stats.ts';
import { useBudgetsMenu } from '../budgets-menu.ts';
import { BudgetCard } from '../components/budget-card.tsx';
import { BudgetForm } from '../components/budget-form.tsx';

const TAB_PREFIX = 'budget-tab';
type BudgetTab = '1' | '2';

/** Tab 1: the budget's progress in its current window and the entries it counts there. */
function BudgetEntriesTab({ uuid }: { uuid: string }) {
  const { t } = useTranslation('budgets-goals');
  const stats = useBudgetStats(uuid);
  const entries = useBudgetEntries(uuid);
  return (
    <>
      <QueryState query={stats}>{(data) => <BudgetCard stats={data} headingLevel={2} />}</QueryState>
      <QueryState query={entries}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState message={t('budgets.entriesEmpty')} />
          ) : (
            <EntriesTable label={t('budgets.entriesTable')} entries={list} kind="category" />
          )
        }
      </QueryState>
    </>
  );
}

/**
 * /budgets/edit/:id?tab=1|2: the budget's entries (1, the default) and its settings (2: update, delete).
 * A budget the server does not know sends the reader back to the list.
 */
export function BudgetEditPage() {
  const { t } = useTranslation('budgets-goals');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const tab: BudgetTab = params.get('tab') === '2' ? '2' : '1';
  const remove = useDeleteBudget();
  // Once deleted it is no longer read: its 404 would pre-empt the list's "Budget deleted".
  const budget = useBudget(id, !remove.isPending && !remove.isSuccess);
  const [confirming, setConfirming] = useState(false);
  const flash = useFlash((location.state as FlashState | null)?.flash);
  const menu = useBudgetsMenu();

  if (httpStatus(budget.error) === 404) {
    const state: FlashState = { flash: { tone: 'warning', text: t('budgets.notFound') } };
    return <Navigate to={paths.budgets.list.getHref()} replace state={state} />;
  }

  const selectTab = (next: BudgetTab) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('tab', next);
        return updated;
      },
      { replace: true },
    );

  const saved = () => flash.show({ tone: 'success', text: t('budgets.updated') });
  const confirmDelete = (target: Budget) =>
    remove.mutate(target.uuid, {
      onSuccess: () =>
        navigate(paths.budgets.list.getHref(), {
          state: { flash: { tone: 'success', text: t('budgets.deleted') } } satisfies FlashState,
        }),
      onError: () => {
        setConfirming(false);
        flash.show({ tone: 'error', text: t('budgets.deleteFailed') });
      },
    });

  return (
    <>
      <PageHeader title={budget.data?.name ?? t('budgets.editTitle')} menu={menu} />
      <Toasts flash={flash} />
      <Tabs
        label={t('budgets.tabs')}
        idPrefix={TAB_PREFIX}
        tabs={[
          { id: '1', label: t('budgets.tabEntries') },
          { id: '2', label: t('budgets.tabSettings') },
        ]}
        selected={tab}
        onSelect={selectTab}
      />
      <TabPanel idPrefix={TAB_PREFIX} tab={tab}>
        {tab === '1' ? (
          <BudgetEntriesTab uuid={id} />
        ) : (
          <QueryState query={budget}>
            {(data) => (
              <>
                <BudgetForm
                  key={data.uuid}
                  budget={data}
                  onSaved={saved}
                  onDelete={() => setConfirming(true)}
                />
                {confirming && (
                  <ConfirmDialog
                    title={t('budgets.deleteTitle')}
                    question={t('budgets.deleteQuestion', { name: data.name })}
                    busy={remove.isPending}
                    onCancel={() => setConfirming(false)}
                    onConfirm={() => confirmDelete(data)}
                  />
                )}
              </>
            )}
          </QueryState>
        )}
      </TabPanel>
    </>
  );
}
