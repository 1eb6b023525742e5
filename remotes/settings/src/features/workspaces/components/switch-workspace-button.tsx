import { Alert, Button } from '@bc/ui';
import { useTranslation } from 'react-i18next';
import { useSwitchWorkspace } from '../api/switch-workspace.ts';
import { reloadPage } from '../reload-page.ts';

/** "Switch to …": makes the workspace the current one and opens the page again in it. */
export function SwitchWorkspaceButton({ workspace }: { workspace: { uuid: string; name: string } }) {
  const { t } = useTranslation('settings');
  const { t: tc } = useTranslation('common');
  const switching = useSwitchWorkspace();
  return (
    <>
      <Button
        variant="primary"
        busy={switching.isPending || switching.isSuccess}
        onClick={() => switching.mutate(workspace.uuid, { onSuccess: reloadPage })}
      >
        {t('workspaces.switchTo', { name: workspace.name })}
      </Button>
      {switching.isError && <Alert tone="error">{tc('errors.generic')}</Alert>}
    </>
  );
}
