import { useSearchParams } from '@bc/router';
import { Alert, EmptyState, PageHeader, TabPanel, Tabs } from '@bc/ui';
import { useTranslation } from 'react-i18next';
import { useBudgetsMenu } from '../budgets-menu.ts';

const TAB_PREFIX = 'budget-tab';
type BudgetTab = '1' | '2';

/**
 * /budgets/edit/:id?tab=1|2: the budget's entries (1, the default) and its settings (2). Both need
 * the budget from the budgets API: until then the entries tab is empty and the settings say so.
 */
export function BudgetEditPage() {
  const { t } = useTranslation('budgets-goals');
  const [params, setParams] = useSearchParams();
  const tab: BudgetTab = params.get('tab') === '2' ? '2' : '1';
  const selectTab = (next: BudgetTab) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('tab', next);
        return updated;
      },
      { replace: true },
    );
  return (
    <>
      <PageHeader title={t('budgets.editTitle')} menu={useBudgetsMenu()} />
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
          <EmptyState message={t('budgets.entriesEmpty')} />
        ) : (
          <Alert tone="info">{t('budgets.editUnavailable')}</Alert>
        )}
      </TabPanel>
    </>
  );
}
