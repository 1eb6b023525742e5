import { Alert, Button, Field, FormActions, FormLayout } from '@bc/ui';
import { type FormEvent, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useDisableTotp, useRegenerateRecoveryCodes } from './two-factor-api.ts';
import { twoFactorErrorKey } from './two-factor-errors.ts';

/** The code that proves the second factor: of the app, or one of the recovery codes. */
function SecondFactorField({ error }: { error: string | undefined }) {
  const { t } = useTranslation('settings');
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  return (
    <Field label={t('twoFactor.codeOrRecoveryLabel')} hint={t('twoFactor.codeOrRecoveryHint')} error={error}>
      <input ref={input} name="code" type="text" autoComplete="one-time-code" maxLength={64} required />
    </Field>
  );
}

/** A new set of recovery codes for a code; the old set stops working. */
export function TwoFactorRegenerate({
  onRegenerated,
  onCancel,
}: {
  onRegenerated: (codes: string[]) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('settings');
  const regenerate = useRegenerateRecoveryCodes();
  const error = regenerate.isError ? twoFactorErrorKey(regenerate.error) : null;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '');
    regenerate.mutate({ code }, { onSuccess: onRegenerated });
  };
  return (
    <form onSubmit={submit} aria-label={t('twoFactor.regenerate.title')}>
      <p>{t('twoFactor.regenerate.intro')}</p>
      {error && !error.field && <Alert tone="error">{t(error.key)}</Alert>}
      <FormLayout columns={1}>
        <SecondFactorField error={error?.field === 'code' ? t(error.key) : undefined} />
        <FormActions>
          <Button type="submit" variant="primary" busy={regenerate.isPending}>
            {t('twoFactor.regenerate.submit')}
          </Button>
          <Button onClick={onCancel} disabled={regenerate.isPending}>
            {t('common:cancel')}
          </Button>
        </FormActions>
      </FormLayout>
    </form>
  );
}

/** Turning two-factor sign-in off: the password and a code. */
export function TwoFactorDisable({ onDisabled, onCancel }: { onDisabled: () => void; onCancel: () => void }) {
  const { t } = useTranslation('settings');
  const disable = useDisableTotp();
  const error = disable.isError ? twoFactorErrorKey(disable.error) : null;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    disable.mutate(
      { password: String(form.get('password') ?? ''), code: String(form.get('code') ?? '') },
      { onSuccess: onDisabled },
    );
  };
  return (
    <form onSubmit={submit} aria-label={t('twoFactor.disable.title')}>
      <p>{t('twoFactor.disable.intro')}</p>
      {error && !error.field && <Alert tone="error">{t(error.key)}</Alert>}
      <FormLayout columns={1}>
        <SecondFactorField error={error?.field === 'code' ? t(error.key) : undefined} />
        <Field
          label={t('twoFactor.passwordLabel')}
          error={error?.field === 'password' ? t(error.key) : undefined}
        >
          <input name="password" type="password" autoComplete="current-password" required />
        </Field>
        <FormActions>
          <Button type="submit" variant="primary" busy={disable.isPending}>
            {t('twoFactor.disable.submit')}
          </Button>
          <Button onClick={onCancel} disabled={disable.isPending}>
            {t('common:cancel')}
          </Button>
        </FormActions>
      </FormLayout>
    </form>
  );
}
