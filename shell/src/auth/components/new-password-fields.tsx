import { passwordLevel, passwordScore } from '@bc/domain';
import { Field, PasswordStrength } from '@bc/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface NewPasswordFieldsProps {
  /** Messages of a 422 for `password` and `password_confirmation`. */
  errors: Record<string, string>;
  passwordLabel: string;
}

/** A new password and its confirmation, with the strength meter and the rule under the password. */
export function NewPasswordFields({ errors, passwordLabel }: NewPasswordFieldsProps) {
  const { t } = useTranslation('shell');
  const [password, setPassword] = useState('');
  const strengthId = useId();
  return (
    <>
      <Field
        label={passwordLabel}
        hint={t('auth.passwordRule')}
        error={errors.password}
        describedBy={strengthId}
      >
        {(control) => (
          <>
            <input
              {...control}
              name="password"
              type="password"
              autoComplete="new-password"
              required
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
            <PasswordStrength
              id={strengthId}
              strength={password ? { score: passwordScore(password), level: passwordLevel(password) } : null}
            />
          </>
        )}
      </Field>
      <Field label={t('auth.passwordConfirmation')} error={errors.password_confirmation}>
        <input name="password_confirmation" type="password" autoComplete="new-password" required />
      </Field>
    </>
  );
}
