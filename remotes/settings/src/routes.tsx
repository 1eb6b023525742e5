import { Navigate, paths, Route, Routes } from '@bc/router';
import { AboutPage } from './features/about/routes/about-page.tsx';
import { ActivityPage } from './features/activity/routes/activity-page.tsx';
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
import { RuleAddPage } from './features/rules/routes/rule-add-page.tsx';
import { RuleEditPage } from './features/rules/routes/rule-edit-page.tsx';
import { RulesPage } from './features/rules/routes/rules-page.tsx';
import { SecurityPage } from './features/security/security-page.tsx';
import { WalletsPage } from './features/wallets/routes/wallets-page.tsx';
import { WorkspaceAddPage } from './features/workspaces/routes/workspace-add-page.tsx';
import { WorkspaceEditPage } from './features/workspaces/routes/workspace-edit-page.tsx';
import { WorkspacesPage } from './features/workspaces/routes/workspaces-page.tsx';

const settings = paths.settings;

/** The settings pages; paths are relative to /app. A sub-path no page owns goes to the hub. */
export function SettingsRoutes() {
  return (
    <Routes>
      <Route path={settings.hub.route} element={<SettingsHubPage />} />
      <Route path={settings.workspaces.route} element={<WorkspacesPage />} />
      <Route path={settings.workspaceAdd.route} element={<WorkspaceAddPage />} />
      <Route path={settings.workspaceEdit.route} element={<WorkspaceEditPage />} />
      <Route path={settings.workspaceActivity.route} element={<ActivityPage />} />
      <Route path={settings.wallets.route} element={<WalletsPage />} />
      <Route path={settings.categories.route} element={<CategoriesPage />} />
      <Route path={settings.categoryAdd.route} element={<CategoryEditPage />} />
      <Route path={settings.categoryEdit.route} element={<CategoryEditPage />} />
      <Route path={settings.labels.route} element={<LabelsPage />} />
      <Route path={settings.labelEdit.route} element={<LabelEditPage />} />
      <Route path={settings.currencies.route} element={<CurrenciesPage />} />
      <Route path={settings.currencyAdd.route} element={<CurrenciesPage />} />
      <Route path={settings.models.route} element={<ModelsPage />} />
      <Route path={settings.modelAdd.route} element={<ModelAddPage />} />
      <Route path={settings.modelEdit.route} element={<ModelEditPage />} />
      <Route path={settings.rules.route} element={<RulesPage />} />
      <Route path={settings.ruleAdd.route} element={<RuleAddPage />} />
      <Route path={settings.ruleEdit.route} element={<RuleEditPage />} />
      <Route path={settings.profile.route} element={<ProfilePage />} />
      <Route path={settings.security.route} element={<SecurityPage />} />
      <Route path={settings.preferences.route} element={<PreferencesPage />} />
      <Route path={settings.notifications.route} element={<NotificationsPage />} />
      <Route path={settings.aboutUs.route} element={<AboutPage />} />
      <Route path={settings.assistance.route} element={<AssistancePage />} />
      <Route path="settings/*" element={<Navigate to={settings.hub.getHref()} replace />} />
      {/* Another area's path: the shell is about to unmount this area. Never redirect from here. */}
      <Route path="*" element={null} />
    </Routes>
  );
}
