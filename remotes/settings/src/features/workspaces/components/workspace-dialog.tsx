import type { WorkspaceDetail } from '@bc/api';
import { type FlashMessage, Modal, QueryState } from '@bc/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useWorkspace } from '../../../components/get-workspace.ts';
import { WorkspaceEditor } from './workspace-editor.tsx';

export interface WorkspaceDialogProps {
  /** The workspace to show, or null to add one. */
  uuid: string | null;
  /** Closes the dialog; with messages to show on the page after a save or a delete. */
  onClose: (messages?: FlashMessage[]) => void;
}

/** The workspace modal: adding or editing (or, for members, viewing) a workspace. */
export function WorkspaceDialog({ uuid, onClose }: WorkspaceDialogProps) {
  const { t } = useTranslation('settings');
  return uuid ? (
    <EditDialog uuid={uuid} onClose={onClose} />
  ) : (
    <Modal title={t('workspaces.addTitle')} onClose={() => onClose()}>
      <Editor workspace={null} onClose={onClose} />
    </Modal>
  );
}

function EditDialog({ uuid, onClose }: { uuid: string; onClose: WorkspaceDialogProps['onClose'] }) {
  const { t } = useTranslation('settings');
  const workspace = useWorkspace(uuid);
  const content = useRef<HTMLDivElement>(null);
  const detail = workspace.data;
  const loaded = detail !== undefined;

  // The dialog opened while the workspace loaded: its first field takes the focus when it arrives.
  useEffect(() => {
    if (loaded) content.current?.querySelector<HTMLElement>('input, select, button')?.focus();
  }, [loaded]);

  const title =
    !detail || detail.workspace.role === 'owner' ? t('workspaces.editTitle') : detail.workspace.name;
  return (
    <Modal title={title} onClose={() => onClose()}>
      <div ref={content}>
        <QueryState query={workspace}>{(data) => <Editor workspace={data} onClose={onClose} />}</QueryState>
      </div>
    </Modal>
  );
}

function Editor({
  workspace,
  onClose,
}: {
  workspace: WorkspaceDetail | null;
  onClose: WorkspaceDialogProps['onClose'];
}) {
  return (
    <WorkspaceEditor
      workspace={workspace}
      context="modal"
      onSaved={(messages) => onClose(messages)}
      onDeleted={(messages) => onClose(messages)}
      onCancel={() => onClose()}
    />
  );
}
