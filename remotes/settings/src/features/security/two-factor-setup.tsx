import type { TotpSetupResponse } from '@bc/api';
import { Alert, Button, Field, FormActions, FormLayout, OneTimeCodeInput } from '@bc/ui';
import { type FormEvent, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useEnableTotp } from './two-factor-api.ts';
import { twoFactorErrorKey } from './two-factor-errors.ts';
import { TwoFactorQrCode } from './two-factor-qr-code.tsx';

/** The secret shown in groups of four, as authenticator apps ask it to be typed. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/** Scan the QR code (or type the secret), then confirm a code: only then is two-factor sign-in on. */
export function TwoFactorSetup({
  setup,
  onEnabled,
  onCancel,
}: {
  setup: TotpSetupResponse;
  onEnabled: (codes: string[]) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('settings');
  const enable = useEnableTotp();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const error = enable.isError ? twoFactorErrorKey(enable.error) : null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '');
    enable.mutate(code, { onSuccess: onEnabled });
  };

  return (
    <div className="bc-two-factor-setup">
      <h3 ref={heading} tabIndex={-1}>
        {t('twoFactor.setup.title')}
      </h3>
      <p>{t('twoFactor.setup.scan')}</p>
      <TwoFactorQrCode value={setup.otpauth_url} label={t('twoFactor.setup.qrLabel')} />
      <p>
        {t('twoFactor.setup.secretLabel')}{' '}
        <code data-testid="two-factor-secret" style={{ overflowWrap: 'anywhere' }}>
          {grouped(setup.secret)}
        </code>
      </p>
      {error && !error.field && <Alert tone="error">{t(error.key)}</Alert>}
      <form onSubmit={submit}>
        <FormLayout columns={1}>
          <Field label={t('twoFactor.codeLabel')} error={error?.field ? t(error.key) : undefined}>
            <OneTimeCodeInput />
          </Field>
          <FormActions>
            <Button type="submit" variant="primary" busy={enable.isPending}>
              {t('twoFactor.setup.confirm')}
            </Button>
            <Button onClick={onCancel} disabled={enable.isPending}>
              {t('common:cancel')}
            </Button>
          </FormActions>
        </FormLayout>
      </form>
    </div>
  );
}
