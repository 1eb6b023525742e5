import { type Passkey, passkeyFailureProblem } from '@bc/api';
import { Alert, apiError, Button, ConfirmDialog, Field, FormActions, FormLayout, QueryState } from '@bc/ui';
import { useFormatDate } from '@bc/ui/format';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddPasskey, usePasskeys, useRemovePasskey } from './passkeys-api.ts';

type Notice = { key: 'passkeys.addedNotice' | 'passkeys.removedNotice'; name: string };

/** "Add a passkey": the name the person gives it, then their device's own dialog. */
function AddPasskeyForm({
  onAdded,
  onCancel,
}: {
  onAdded: (passkey: Passkey) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('settings');
  const { t: tc } = useTranslation('common');
  const add = useAddPasskey();
  const nameInput = useRef<HTMLInputElement>(null);
  // The form opens on the button's press: the keyboard goes on into its field.
  useEffect(() => nameInput.current?.focus(), []);
  const nameError = add.isError ? apiError(add.error).fields.name : undefined;
  const problem = add.isError && !nameError ? passkeyFailureProblem(add.error) : null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const name = String(new FormData(event.currentTarget).get('name') ?? '');
    add.mutate(name, { onSuccess: onAdded });
  };

  return (
    <form onSubmit={submit}>
      {/* Set off from the list above it, as the button it replaces. */}
      <FormLayout columns={1} className="bc-card-actions">
        {problem && <Alert tone="error">{t(`passkeys.errors.${problem}`)}</Alert>}
        <Field label={t('passkeys.nameLabel')} hint={t('passkeys.nameHint')} error={nameError}>
          <input ref={nameInput} name="name" type="text" maxLength={64} autoComplete="off" required />
        </Field>
        <FormActions>
          <Button type="submit" variant="primary" busy={add.isPending}>
            {t('passkeys.create')}
          </Button>
          <Button onClick={onCancel} disabled={add.isPending}>
            {tc('cancel')}
          </Button>
        </FormActions>
      </FormLayout>
    </form>
  );
}

/**
 * The person's passkeys in the security settings: each with its name, when it was added and last used;
 * "Add a passkey" asks a name first; removing one asks for a confirmation.
 */
export function PasskeysSection() {
  const { t } = useTranslation('settings');
  const { t: tc } = useTranslation('common');
  const formatDate = useFormatDate();
  const passkeys = usePasskeys();
  const remove = useRemovePasskey();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<Passkey | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  const confirmRemoval = (passkey: Passkey) =>
    remove.mutate(passkey, {
      onSuccess: () => {
        setRemoving(null);
        setNotice({ key: 'passkeys.removedNotice', name: passkey.name });
      },
    });

  return (
    <section className="bc-card bc-passkeys" aria-labelledby="security-passkeys">
      <h2 id="security-passkeys">{t('passkeys.title')}</h2>
      <p className="bc-muted">{t('passkeys.intro')}</p>
      <div role="status">
        {notice && <Alert tone="success">{t(notice.key, { name: notice.name })}</Alert>}
      </div>
      {remove.isError && !removing && <Alert tone="error">{tc('errors.generic')}</Alert>}
      <QueryState query={passkeys}>
        {(list) =>
          list.length === 0 ? (
            <p>{t('passkeys.empty')}</p>
          ) : (
            <ul className="bc-item-list" aria-labelledby="security-passkeys">
              {list.map((passkey) => (
                <li key={passkey.id}>
                  <span>
                    <strong>{passkey.name}</strong>
                    <br />
                    <span className="bc-muted">
                      {t('passkeys.added', { date: formatDate(passkey.created_at, 'dayTime') })}
                      {' · '}
                      {passkey.last_used_at
                        ? t('passkeys.lastUsed', { date: formatDate(passkey.last_used_at, 'dayTime') })
                        : t('passkeys.neverUsed')}
                    </span>
                  </span>
                  <button
                    type="button"
                    className="bc-button"
                    aria-haspopup="dialog"
                    aria-label={t('passkeys.removeLabel', { name: passkey.name })}
                    onClick={() => setRemoving(passkey)}
                  >
                    {t('passkeys.remove')}
                  </button>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
      {adding ? (
        <AddPasskeyForm
          onAdded={(passkey) => {
            setAdding(false);
            setNotice({ key: 'passkeys.addedNotice', name: passkey.name });
          }}
          onCancel={() => setAdding(false)}
        />
      ) : (
        <div className="bc-card-actions">
          <Button
            variant="primary"
            onClick={() => {
              setNotice(null);
              setAdding(true);
            }}
          >
            {t('passkeys.add')}
          </Button>
        </div>
      )}
      {removing && (
        <ConfirmDialog
          title={t('passkeys.removeTitle')}
          question={t('passkeys.removeConfirm', { name: removing.name })}
          confirmLabel={t('passkeys.remove')}
          busy={remove.isPending}
          onConfirm={() => confirmRemoval(removing)}
          onCancel={() => setRemoving(null)}
        />
      )}
    </section>
  );
}
