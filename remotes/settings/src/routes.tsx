import { Navigate, Route, Routes } from '@bc/router';
import { AboutPage } from './features/about/routes/about-page.tsx';
import { AssistancePage } from './features/assistance/routes/assistance-page.tsx';
import { CategoriesPage } from './features/categories/routes/categories-page.tsx';
import { CategoryEditPage } from './features/categories/routes/category-edit-page.tsx';
import { CurrenciesPage } from './features/currencies/routes/currencies-page.tsx';
import { SettingsHubPage } from './features/hub/routes/settings-hub-page.tsx';
import { LabelEditPage } from './features/labels/routes/label-edit-page.tsx';
import { LabelsPage } from './features/labels/routes/labels-page.tsx';
import { ModelAddPage } from './features/models/routes/model-add-page.tsx';
import { ModelEditPage } from './features/models/routes/model-edit-page.tsx';
import { ModelsPage } from './features/models/routes/models-page.tsx';
import { NotificationsPage } from './features/notifications/routes/notifications-page.tsx';
import { PreferencesPage } from './features/preferences/routes/preferences-page.tsx';
import { ProfilePage } from './features/profile/routes/profile-page.tsx';
import { WalletsPage } from './features/wallets/routes/wallets-page.tsx';
import { WorkspaceAddPage } from './features/workspaces/routes/workspace-add-page.tsx';
import { WorkspaceEditPage } from './features/workspaces/routes/workspace-edit-page.tsx';
import { WorkspacesPage } from './features/workspaces/routes/workspaces-page.tsx';

/** The settings pages (SPEC §2 Settings); paths are relative to /app. */
export function SettingsRoutes() {
  return (
    <Routes>
      <Route path="settings">
        <Route index element={<SettingsHubPage />} />
        <Route path="workspace" element={<WorkspacesPage />} />
        <Route path="workspace/add" element={<WorkspaceAddPage />} />
        <Route path="workspace/edit/:id" element={<WorkspaceEditPage />} />
        <Route path="wallet" element={<WalletsPage />} />
        <Route path="category" element={<CategoriesPage />} />
        <Route path="category/edit" element={<CategoryEditPage />} />
        <Route path="category/edit/:categoryId/:subId" element={<CategoryEditPage />} />
        <Route path="label" element={<LabelsPage />} />
        <Route path="label/edit/:id" element={<LabelEditPage />} />
        <Route path="currency" element={<CurrenciesPage />} />
        <Route path="currency/add" element={<CurrenciesPage />} />
        <Route path="model" element={<ModelsPage />} />
        <Route path="model/add" element={<ModelAddPage />} />
        <Route path="model/edit/:id" element={<ModelEditPage />} />
        <Route path="profile" element={<ProfilePage />} />
        <Route path="preferences" element={<PreferencesPage />} />
        <Route path="notifications" element={<NotificationsPage />} />
        <Route path="about-us" element={<AboutPage />} />
        <Route path="assistance" element={<AssistancePage />} />
        <Route path="*" element={<Navigate to="/settings" replace />} />
      </Route>
      {/* Another area's path: the shell is about to unmount this area. Never redirect from here. */}
      <Route path="*" element={null} />
    </Routes>
  );
}
