import { Navigate, paths, Route, Routes } from '@bc/router';
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

const toEntries = <Navigate to={paths.entries.list.getHref()} replace />;

/** The entries area's pages; paths are relative to /app. A sub-path no page owns goes to its list. */
export function EntriesRoutes() {
  return (
    <Routes>
      <Route path={paths.entries.add.route} element={<AddEntryPage />} />
      <Route path={paths.entries.goal.route} element={<GoalEntryPage />} />
      <Route path="entry/goal" element={<Navigate to={paths.entries.add.getHref()} replace />} />
      <Route path={paths.entries.edit.route} element={<EditEntryPage />} />
      <Route path="entry/*" element={toEntries} />
      <Route path={paths.entries.list.route} element={<EntriesListPage />} />
      <Route path={paths.entries.search.route} element={<SearchPage />} />
      <Route path={paths.planned.list.route} element={<PlannedEntriesPage />} />
      <Route path={paths.planned.add.route} element={<PlannedEntryPage />} />
      <Route path={paths.planned.edit.route} element={<PlannedEntryPage />} />
      <Route path="planned_entry/*" element={<Navigate to={paths.planned.list.getHref()} replace />} />
      <Route path={paths.entries.payees.route} element={<PayeesPage />} />
      <Route path={paths.entries.import.route} element={<ImportPage />} />
      <Route path={paths.entries.model.route} element={<ModelPage />} />
      <Route path="model/*" element={<Navigate to={paths.settings.models.getHref()} replace />} />
      {/* Another area's path: the shell is about to unmount this area. Never redirect from here. */}
      <Route path="*" element={null} />
    </Routes>
  );
}
