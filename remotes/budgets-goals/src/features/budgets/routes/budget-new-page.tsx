import { useNavigate } from '@bc/router';
import { type FlashState, PageHeader } from '@bc/ui';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../paths.ts';
import { useBudgetsMenu } from '../budgets-menu.ts';
import { BudgetForm } from '../components/budget-form.tsx';

/** /budgets/new?tab=2: a new budget has only its settings, so the form shows directly; saved, the list. */
export function BudgetNewPage() {
  const { t } = useTranslation('budgets-goals');
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title={t('budgets.newTitle')} menu={useBudgetsMenu()} />
      <BudgetForm
        budget={null}
        onSaved={() =>
          navigate(paths.budgets.list.getHref(), {
            state: { flash: { tone: 'success', text: t('budgets.created') } } satisfies FlashState,
          })
        }
      />
    </>
  );
}
