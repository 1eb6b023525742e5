import { Navigate, Route, Routes } from '@bc/router';
import { BudgetEditPage } from './features/budgets/routes/budget-edit-page.tsx';
import { BudgetNewPage } from './features/budgets/routes/budget-new-page.tsx';
import { BudgetsPage } from './features/budgets/routes/budgets-page.tsx';
import { GoalDetailsPage } from './features/goals/routes/goal-details-page.tsx';
import { GoalEditPage } from './features/goals/routes/goal-edit-page.tsx';
import { GoalNewPage } from './features/goals/routes/goal-new-page.tsx';
import { GoalsPage } from './features/goals/routes/goals-page.tsx';

/** The budgets and goals pages (SPEC §2 Budgets, Goals); paths are relative to /app. */
export function BudgetsGoalsRoutes() {
  return (
    <Routes>
      <Route path="budgets" element={<BudgetsPage />} />
      <Route path="budgets/new" element={<BudgetNewPage />} />
      <Route path="budgets/edit/:id" element={<BudgetEditPage />} />
      <Route path="budgets/*" element={<Navigate to="/budgets" replace />} />
      <Route path="goals" element={<GoalsPage />} />
      <Route path="goals/new" element={<GoalNewPage />} />
      <Route path="goals/edit/:id" element={<GoalEditPage />} />
      <Route path="goals/details/:id" element={<GoalDetailsPage />} />
      <Route path="goals/*" element={<Navigate to="/goals" replace />} />
      {/* Another area's path: the shell is about to unmount this area. Never redirect from here. */}
      <Route path="*" element={null} />
    </Routes>
  );
}
