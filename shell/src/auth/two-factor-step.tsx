import type { TwoFactorRequired } from '@bc/api';
import { Alert, apiError, Button, Field, FormActions, FormLayout, OneTimeCodeInput } from '@bc/ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { verifyTwoFactor } from './api/verify-two-factor.ts';
import { PasskeySignIn } from './passkey-sign-in.tsx';
import { useAction } from './use-action.ts';

type Method = 'totp' | 'recovery_code';

/** Which message a failed second step shows. */
function verifyErrorKey(error: unknown, method: Method): string {
  const { status, code } = apiError(error);
  if (status === 401 || code === 'two_factor_challenge_expired') return 'auth.twoFactor.expired';
  if (status === 422)
    return method === 'totp' ? 'auth.twoFactor.wrongCode' : 'auth.twoFactor.wrongRecoveryCode';
  if (status === 429) return 'auth.tooManyAttempts';
  return 'common:errors.generic';
}

export interface TwoFactorStepProps {
  /** What the password sign-in answered: the challenge and the methods the person has. */
  secondStep: TwoFactorRequired;
  /** Where to go once signed in. */
  onSignedIn: (next: string) => void;
  /** Back to the e-mail and password (the challenge expired, or the person wants to). */
  onRestart: () => void;
}

/**
 * The second step of a password sign-in for a person with two-factor on: the code of their authenticator
 * app, or (switched to) one of their recovery codes, or their passkey when they have one.
 */
export function TwoFactorStep({ secondStep, onSignedIn, onRestart }: TwoFactorStepProps) {
  const { t } = useTranslation('shell');
  const [method, setMethod] = useState<Method>('totp');
  const verify = useAction(verifyTwoFactor);
  const input = useRef<HTMLInputElement>(null);
  // The password form gave way to this one, and the switch changes the field: the keyboard goes on there.
  useEffect(() => input.current?.focus(), [method]);
  const errorKey = verify.isError ? verifyErrorKey(verify.error, method) : null;
  const expired = errorKey === 'auth.twoFactor.expired';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get('code') ?? '');
    const proof = method === 'totp' ? { code: value } : { recovery_code: value };
    verify.mutate({ challenge: secondStep.challenge, ...proof }, { onSuccess: onSignedIn });
  };

  const switchMethod = () => {
    verify.reset();
    setMethod(method === 'totp' ? 'recovery_code' : 'totp');
  };

  return (
    <div className="bc-two-factor-step">
      <p>{t(method === 'totp' ? 'auth.twoFactor.intro' : 'auth.twoFactor.recoveryIntro')}</p>
      {errorKey && <Alert tone="error">{t(errorKey)}</Alert>}
      {expired ? (
        <FormActions>
          <Button variant="primary" onClick={onRestart}>
            {t('auth.twoFactor.restart')}
          </Button>
        </FormActions>
      ) : (
        <form onSubmit={submit}>
          <FormLayout columns={1}>
            {method === 'totp' ? (
              <Field key="totp" label={t('auth.twoFactor.codeLabel')}>
                <OneTimeCodeInput ref={input} />
              </Field>
            ) : (
              <Field
                key="recovery"
                label={t('auth.twoFactor.recoveryLabel')}
                hint={t('auth.twoFactor.recoveryHint')}
              >
                <input
                  ref={input}
                  name="code"
                  type="text"
                  autoComplete="off"
                  autoCapitalize="none"
                  spellCheck={false}
                  maxLength={64}
                  required
                />
              </Field>
            )}
            <FormActions>
              <Button type="submit" variant="primary" busy={verify.isPending}>
                {t('auth.twoFactor.verify')}
              </Button>
              <Button onClick={switchMethod} disabled={verify.isPending}>
                {t(method === 'totp' ? 'auth.twoFactor.useRecoveryCode' : 'auth.twoFactor.useApp')}
              </Button>
            </FormActions>
          </FormLayout>
        </form>
      )}
      {secondStep.methods.includes('passkey') && !expired && <PasskeySignIn onSignedIn={onSignedIn} />}
      {!expired && (
        <p className="bc-auth-links">
          <button type="button" className="bc-link-button" onClick={onRestart}>
            {t('auth.twoFactor.restart')}
          </button>
        </p>
      )}
    </div>
  );
}
