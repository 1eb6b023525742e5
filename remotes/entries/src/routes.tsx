import { Navigate, Route, Routes } from '@bc/router';
import { EntriesListPage } from './features/entries-list/routes/entries-list-page.tsx';
import { AddEntryPage } from './features/entry-form/routes/add-entry-page.tsx';
import { EditEntryPage } from './features/entry-form/routes/edit-entry-page.tsx';
import { GoalEntryPage } from './features/entry-form/routes/goal-entry-page.tsx';
import { ImportPage } from './features/import/routes/import-page.tsx';
import { ModelPage } from './features/models/routes/model-page.tsx';
import { PayeesPage } from './features/payees/routes/payees-page.tsx';
import { PlannedEntriesPage } from './features/planned-entries/routes/planned-entries-page.tsx';
import { PlannedEntryPage } from './features/planned-entries/routes/planned-entry-page.tsx';
import { SearchPage } from './features/search/routes/search-page.tsx';

const toEntries = <Navigate to="/entries" replace />;

/** The entries area's pages (SPEC §2 Entries); paths are relative to /app. */
export function EntriesRoutes() {
  return (
    <Routes>
      <Route path="entry" element={<AddEntryPage />} />
      <Route path="entry/goal/:goalId" element={<GoalEntryPage />} />
      <Route path="entry/goal" element={<Navigate to="/entry" replace />} />
      <Route path="entry/:id" element={<EditEntryPage />} />
      <Route path="entry/*" element={toEntries} />
      <Route path="entries" element={<EntriesListPage />} />
      <Route path="search" element={<SearchPage />} />
      <Route path="planned-entries" element={<PlannedEntriesPage />} />
      <Route path="planned_entry" element={<PlannedEntryPage />} />
      <Route path="planned_entry/:id" element={<PlannedEntryPage />} />
      <Route path="planned_entry/*" element={<Navigate to="/planned-entries" replace />} />
      <Route path="payee" element={<PayeesPage />} />
      <Route path="import" element={<ImportPage />} />
      <Route path="model/:id" element={<ModelPage />} />
      <Route path="model/*" element={<Navigate to="/settings/model" replace />} />
      {/* Another area's path: the shell is about to unmount this area. Never redirect from here. */}
      <Route path="*" element={null} />
    </Routes>
  );
}
