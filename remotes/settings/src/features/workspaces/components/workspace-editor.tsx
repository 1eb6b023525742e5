import type { WorkspaceDetail, WorkspaceInput, WorkspaceMember } from '@bc/api';
import { isShareableEmail, WORKSPACE_DEFAULTS, workspaceNameProblem } from '@bc/domain';
import {
  apiError,
  Button,
  ConfirmDialog,
  Field,
  type FlashMessage,
  FormActions,
  Toasts,
  useFlash,
} from '@bc/ui';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText as failureTextOf } from '../../../components/failure-text.ts';
import { useCreateWorkspace } from '../api/create-workspace.ts';
import { useDeleteWorkspace } from '../api/delete-workspace.ts';
import { useShareWorkspace } from '../api/share-workspace.ts';
import { useUnshareWorkspace } from '../api/unshare-workspace.ts';
import { useUpdateWorkspace } from '../api/update-workspace.ts';
import { SharedUsers, useSharedWith } from './shared-users.tsx';
import { WorkspaceDetails } from './workspace-details.tsx';
import { WorkspaceFields } from './workspace-fields.tsx';

// The workspace page defaults to currency 2 (EUR) and payment type credit_card (1); the
// modal, when adding, to the first currency and payment type of the lists.
const PAGE_DEFAULTS = {
  currency: String(WORKSPACE_DEFAULTS.currencyId),
  paymentType: String(WORKSPACE_DEFAULTS.paymentTypeId),
} as const;
const MODAL_DEFAULTS = { currency: 'first', paymentType: 'first' } as const;

export interface WorkspaceEditorProps {
  /** The workspace to change, or null to create one. */
  workspace: WorkspaceDetail | null;
  /** Where it is shown: defaults of a new workspace differ. */
  context: 'page' | 'modal';
  /** After a save, with what to tell the user (added/updated, shared or not found). */
  onSaved: (messages: FlashMessage[], uuid: string) => void;
  onDeleted: (messages: FlashMessage[]) => void;
  onCancel: () => void;
}

type ShareRole = 'editor' | 'viewer';

/**
 * The workspace form: name, default currency and payment type, share by e-mail with a role, the
 * people it is shared with (each removable at once) and delete. Only the owner changes a
 * workspace; the others see its details.
 */
export function WorkspaceEditor({ workspace, context, onSaved, onDeleted, onCancel }: WorkspaceEditorProps) {
  const { t } = useTranslation('settings');
  const { t: tc } = useTranslation('common');
  const id = useId();
  const create = useCreateWorkspace();
  const update = useUpdateWorkspace();
  const share = useShareWorkspace();
  const unshare = useUnshareWorkspace();
  const remove = useDeleteWorkspace();
  const flash = useFlash();
  const [shareEmail, setShareEmail] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const sharedWith = useSharedWith(workspace);
  const sharedHeading = `${id}-shared`;

  const settings = workspace?.settings.data;
  const uuid = workspace?.workspace.uuid ?? null;

  if (workspace && workspace.workspace.role !== 'owner') {
    return <WorkspaceDetails workspace={workspace} onClose={onCancel} />;
  }

  const failureText = (error: unknown) => failureTextOf(error, tc('errors.generic'));

  const shareIt = async (uuid: string, email: string, role: ShareRole): Promise<FlashMessage | null> => {
    // An e-mail that cannot be one is cleared silently and nothing is sent.
    setShareEmail('');
    if (!isShareableEmail(email)) return null;
    try {
      await share.mutateAsync({ uuid, email: email.trim(), role });
      return { tone: 'success', text: t('workspaces.userShared') };
    } catch (error) {
      return {
        tone: 'error',
        text: apiError(error).status === 404 ? t('workspaces.userNotFound') : failureText(error),
      };
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const name = String(form.get('name') ?? '');
    if (workspaceNameProblem(name)) {
      setNameError(t('workspaces.nameRequired'));
      document.getElementById(`${id}-name`)?.focus();
      return;
    }
    setNameError(null);
    // While the lists load their selects are disabled (and not submitted): keep what is known.
    const chosen = (field: string, fallback: number | null | undefined, spec: string) =>
      Number(form.get(field) ?? fallback ?? spec) || Number(spec);
    const input: WorkspaceInput = {
      name: name.trim(),
      currency: chosen('currency', settings?.currency.id, PAGE_DEFAULTS.currency),
      payment_type: chosen('payment_type', settings?.paymenttypeId, PAGE_DEFAULTS.paymentType),
    };
    const role: ShareRole = form.get('share_role') === 'viewer' ? 'viewer' : 'editor';
    setSaving(true);
    flash.show();
    let savedUuid: string;
    let saved: FlashMessage;
    try {
      if (uuid) {
        await update.mutateAsync({ uuid, data: input });
        savedUuid = uuid;
        saved = { tone: 'success', text: t('workspaces.updated') };
      } else {
        savedUuid = (await create.mutateAsync(input)).workspace.uuid;
        saved = { tone: 'success', text: t('workspaces.added') };
      }
    } catch (error) {
      setSaving(false);
      flash.show({ tone: 'error', text: failureText(error) });
      return;
    }
    const shared = await shareIt(savedUuid, shareEmail, role);
    setSaving(false);
    onSaved(shared ? [saved, shared] : [saved], savedUuid);
  };

  const removeMember = (member: WorkspaceMember) => {
    if (!uuid) return;
    setRemoved((current) => new Set(current).add(member.uuid));
    document.getElementById(sharedHeading)?.focus();
    unshare.mutate(
      { uuid, userUuid: member.uuid },
      {
        onSuccess: () => flash.show({ tone: 'success', text: t('workspaces.userUnshared') }),
        onError: (error) => {
          setRemoved((current) => {
            const next = new Set(current);
            next.delete(member.uuid);
            return next;
          });
          flash.show({ tone: 'error', text: failureText(error) });
        },
      },
    );
  };

  const deleteIt = () => {
    if (!uuid) return;
    remove.mutate(uuid, {
      onSuccess: () => onDeleted([{ tone: 'success', text: t('workspaces.deleted') }]),
      onError: (error) => {
        setConfirmingDelete(false);
        flash.show({ tone: 'error', text: failureText(error) });
      },
    });
  };

  const defaults = context === 'page' ? PAGE_DEFAULTS : MODAL_DEFAULTS;
  const members = sharedWith.filter((member) => !removed.has(member.uuid));
  const busy = saving || remove.isPending;
  return (
    <form className="bc-form" aria-label={t('workspaces.formTitle')} noValidate onSubmit={submit}>
      <Toasts flash={flash} />
      <WorkspaceFields
        idPrefix={id}
        defaultName={workspace?.workspace.name ?? ''}
        defaultCurrency={settings ? String(settings.currency.id) : defaults.currency}
        defaultPaymentType={settings ? String(settings.paymenttypeId) : defaults.paymentType}
        nameError={nameError}
      />
      <fieldset className="bc-fieldset bc-form">
        <legend>{t('workspaces.share')}</legend>
        <Field label={t('workspaces.shareWith')} hint={t('workspaces.shareHint')}>
          <input
            name="user_to_share"
            type="email"
            autoComplete="off"
            value={shareEmail}
            onChange={(event) => setShareEmail(event.target.value)}
          />
        </Field>
        <fieldset className="bc-fieldset">
          <legend>{t('workspaces.shareRole')}</legend>
          <div className="bc-choice-group">
            {(['editor', 'viewer'] as const).map((role) => (
              <label key={role} className="bc-choice">
                <input type="radio" name="share_role" value={role} defaultChecked={role === 'editor'} />
                {t(`workspaces.roleChoices.${role}`)}
              </label>
            ))}
          </div>
        </fieldset>
        {workspace && (
          <SharedUsers id={sharedHeading} members={members} onRemove={removeMember} busy={busy} />
        )}
      </fieldset>
      {confirmingDelete && workspace && (
        <ConfirmDialog
          title={t('workspaces.delete')}
          question={t('workspaces.confirmDelete', { name: workspace.workspace.name })}
          confirmLabel={t('workspaces.confirmDeleteYes')}
          cancelLabel={tc('cancel')}
          busy={remove.isPending}
          onConfirm={deleteIt}
          onCancel={() => setConfirmingDelete(false)}
        />
      )}
      <FormActions>
        <Button type="submit" variant="primary" busy={saving} disabled={remove.isPending}>
          {tc('save')}
        </Button>
        <Button onClick={onCancel}>{tc('cancel')}</Button>
        {workspace && (
          <Button
            variant="danger"
            aria-haspopup="dialog"
            disabled={busy}
            onClick={() => setConfirmingDelete(true)}
          >
            {t('workspaces.delete')}
          </Button>
        )}
      </FormActions>
    </form>
  );
}
