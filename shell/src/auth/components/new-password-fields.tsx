import { passwordLevel, passwordScore } from '@bc/domain';
import { Field, NewPasswordField } from '@bc/ui';
import { useTranslation } from 'react-i18next';

export interface NewPasswordFieldsProps {
  /** Messages of a 422 for `password` and `password_confirmation`. */
  errors: Record<string, string>;
  passwordLabel: string;
}

const rate = (password: string) => ({ score: passwordScore(password), level: passwordLevel(password) });

/** A new password and its confirmation, with the strength meter and the rule under the password. */
export function NewPasswordFields({ errors, passwordLabel }: NewPasswordFieldsProps) {
  const { t } = useTranslation('shell');
  return (
    <>
      <NewPasswordField
        label={passwordLabel}
        hint={t('auth.passwordRule')}
        error={errors.password}
        rate={rate}
      />
      <Field label={t('auth.passwordConfirmation')} error={errors.password_confirmation}>
        <input name="password_confirmation" type="password" autoComplete="new-password" required />
      </Field>
    </>
  );
}
