import { apiError, Button } from '@bc/ui';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../../components/failure-text.ts';
import { useAcceptInvitation } from '../api/accept-invitation.ts';
import { SwitchWorkspaceButton } from './switch-workspace-button.tsx';

export interface InvitationPanelProps {
  /** The token of the mailed link (`?invitation=`). */
  token: string;
  /** Closes the panel: the link's query goes. */
  onClose: () => void;
}

/**
 * The invitation a member of an imported workspace file was mailed: Accept adds the workspace to theirs, then
 * the panel names it and offers the switch; or it says why the invitation cannot be accepted.
 */
export function InvitationPanel({ token, onClose }: InvitationPanelProps) {
  const { t } = useTranslation('settings');
  const { t: tc } = useTranslation('common');
  const id = useId();
  const accepting = useAcceptInvitation();
  const outcome = useRef<HTMLParagraphElement>(null);
  const joined = accepting.data;
  const done = accepting.isSuccess || accepting.isError;

  // The outcome takes the focus from the Accept button, which is gone.
  useEffect(() => {
    if (done) outcome.current?.focus();
  }, [done]);

  const problem = (error: unknown) => {
    const { status } = apiError(error);
    if (status === 404) return t('workspaces.invitation.notFound');
    if (status === 403) return t('workspaces.invitation.otherEmail');
    return failureText(error, tc('errors.generic'));
  };

  return (
    <section className="bc-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('workspaces.invitation.title')}</h2>
      {joined ? (
        <>
          <p ref={outcome} tabIndex={-1} role="status">
            {t('workspaces.invitation.accepted', {
              name: joined.workspace.name,
              role: t(`workspaces.roles.${joined.role}`),
            })}
          </p>
          <div className="bc-actions">
            <SwitchWorkspaceButton workspace={joined.workspace} />
            <Button onClick={onClose}>{tc('close')}</Button>
          </div>
        </>
      ) : accepting.isError ? (
        <>
          <p ref={outcome} tabIndex={-1} role="alert" className="bc-alert bc-alert-error">
            {problem(accepting.error)}
          </p>
          <div className="bc-actions">
            <Button onClick={onClose}>{tc('close')}</Button>
          </div>
        </>
      ) : (
        <>
          <p>{t('workspaces.invitation.text')}</p>
          <div className="bc-actions">
            <Button variant="primary" busy={accepting.isPending} onClick={() => accepting.mutate(token)}>
              {t('workspaces.invitation.accept')}
            </Button>
            <Button disabled={accepting.isPending} onClick={onClose}>
              {t('workspaces.invitation.later')}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
