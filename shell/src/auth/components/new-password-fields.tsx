import { passwordLevel, passwordScore } from '@bc/domain';
import { PasswordStrength } from '@bc/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describedBy, FieldError } from './field-error.tsx';

export interface NewPasswordFieldsProps {
  /** Messages of a 422 for `password` and `password_confirmation`. */
  errors: Record<string, string>;
  passwordLabel: string;
}

/** A new password and its confirmation, with the strength meter and the rule under the password. */
export function NewPasswordFields({ errors, passwordLabel }: NewPasswordFieldsProps) {
  const { t } = useTranslation('shell');
  const [password, setPassword] = useState('');
  const passwordId = useId();
  const confirmationId = useId();
  const ruleId = `${passwordId}-rule`;
  const strengthId = `${passwordId}-strength`;
  const passwordErrorId = `${passwordId}-error`;
  const confirmationErrorId = `${confirmationId}-error`;
  return (
    <>
      <div className="bc-field">
        <label htmlFor={passwordId}>{passwordLabel}</label>
        <input
          id={passwordId}
          name="password"
          type="password"
          autoComplete="new-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={describedBy(ruleId, strengthId, errors.password && passwordErrorId)}
        />
        <p id={ruleId} className="bc-field-hint">
          {t('auth.passwordRule')}
        </p>
        <PasswordStrength
          id={strengthId}
          strength={password ? { score: passwordScore(password), level: passwordLevel(password) } : null}
        />
        <FieldError id={passwordErrorId} message={errors.password} />
      </div>
      <div className="bc-field">
        <label htmlFor={confirmationId}>{t('auth.passwordConfirmation')}</label>
        <input
          id={confirmationId}
          name="password_confirmation"
          type="password"
          autoComplete="new-password"
          required
          aria-invalid={errors.password_confirmation ? true : undefined}
          aria-describedby={describedBy(errors.password_confirmation && confirmationErrorId)}
        />
        <FieldError id={confirmationErrorId} message={errors.password_confirmation} />
      </div>
    </>
  );
}
