import { useTranslation } from 'react-i18next';

/**
 * Where the user switches workspace. Accounts and workspaces come with the accounts feature; until
 * then the selector is shown disabled so the layout does not move when it arrives.
 */
export function WorkspaceSelector() {
  const { t } = useTranslation('shell');
  return (
    <div className="bc-field bc-workspace-selector">
      <label htmlFor="bc-workspace">{t('workspace')}</label>
      <select id="bc-workspace" disabled>
        <option>{t('noWorkspace')}</option>
      </select>
    </div>
  );
}
