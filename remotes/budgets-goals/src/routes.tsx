import { Navigate, paths, Route, Routes } from '@bc/router';
import { BudgetEditPage } from './features/budgets/routes/budget-edit-page.tsx';
import { BudgetNewPage } from './features/budgets/routes/budget-new-page.tsx';
import { BudgetsPage } from './features/budgets/routes/budgets-page.tsx';
import { GoalDetailsPage } from './features/goals/routes/goal-details-page.tsx';
import { GoalEditPage } from './features/goals/routes/goal-edit-page.tsx';
import { GoalNewPage } from './features/goals/routes/goal-new-page.tsx';
import { GoalsPage } from './features/goals/routes/goals-page.tsx';

/** The budgets and goals pages; paths are relative to /app. A sub-path no page owns goes to its list. */
export function BudgetsGoalsRoutes() {
  return (
    <Routes>
      <Route path={paths.budgets.list.route} element={<BudgetsPage />} />
      <Route path={paths.budgets.new.route} element={<BudgetNewPage />} />
      <Route path={paths.budgets.edit.route} element={<BudgetEditPage />} />
      <Route path="budgets/*" element={<Navigate to={paths.budgets.list.getHref()} replace />} />
      <Route path={paths.goals.list.route} element={<GoalsPage />} />
      <Route path={paths.goals.new.route} element={<GoalNewPage />} />
      <Route path={paths.goals.edit.route} element={<GoalEditPage />} />
      <Route path={paths.goals.details.route} element={<GoalDetailsPage />} />
      <Route path="goals/*" element={<Navigate to={paths.goals.list.getHref()} replace />} />
      {/* Another area's path: the shell is about to unmount this area. Never redirect from here. */}
      <Route path="*" element={null} />
    </Routes>
  );
}
