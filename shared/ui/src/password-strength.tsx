import type { PasswordLevel } from '@bc/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from './field.tsx';

export interface PasswordStrengthProps {
  /** Id of the text that names the level: give it to the password field's aria-describedby. */
  id: string;
  /**
   * The password's score (0-4) and level, from `passwordScore` and `passwordLevel` of @bc/domain;
   * null while the field is empty. (Computed by the page: the rule's Unicode classes stay out of the
   * shared UI bundle every first visit loads.)
   */
  strength: { score: number; level: PasswordLevel } | null;
}

/**
 * The strength meter under a new password: a bar of five levels, from very weak to
 * very strong, and the level in words (announced politely as the user types).
 */
export function PasswordStrength({ id, strength }: PasswordStrengthProps) {
  const { t } = useTranslation('common');
  const text = strength
    ? t('passwordStrength.level', { level: t(`passwordStrength.levels.${strength.level}`) })
    : '';
  return (
    <div className="bc-password-strength" data-level={strength?.level ?? 'none'}>
      <meter
        min={0}
        max={4}
        low={2}
        high={3}
        optimum={4}
        value={strength?.score ?? 0}
        aria-label={t('passwordStrength.meter')}
        aria-valuetext={text || undefined}
      />
      <p id={id} className="bc-field-hint" aria-live="polite">
        {text}
      </p>
    </div>
  );
}

export interface NewPasswordFieldProps {
  label: string;
  /** The rule, read with the field. */
  hint: string;
  /** What is wrong with the value (a 422's message, or the form's own check). */
  error?: string | undefined;
  /**
   * `passwordScore` and `passwordLevel` of @bc/domain for a password, passed in by the page for the same
   * reason as `strength` above.
   */
  rate: (password: string) => { score: number; level: PasswordLevel };
}

/**
 * A new password (`name="password"`, `autocomplete="new-password"`) with its rule and the strength meter,
 * read together. Uncontrolled: a form's reset empties it; give it a new `key` to empty the meter too.
 */
export function NewPasswordField({ label, hint, error, rate }: NewPasswordFieldProps) {
  const [password, setPassword] = useState('');
  const strengthId = useId();
  return (
    <Field label={label} hint={hint} error={error} describedBy={strengthId}>
      {(control) => (
        <>
          <input
            {...control}
            name="password"
            type="password"
            autoComplete="new-password"
            maxLength={1024}
            required
            onChange={(event) => setPassword(event.target.value)}
          />
          <PasswordStrength id={strengthId} strength={password ? rate(password) : null} />
        </>
      )}
    </Field>
  );
}
