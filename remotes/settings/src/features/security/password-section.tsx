import { type ChangePasswordRequest, changePasswordRequestSchema } from '@bc/api';
import { passwordLevel, passwordScore } from '@bc/domain';
import { Alert, apiError, Button, Field, FormActions, FormLayout, NewPasswordField } from '@bc/ui';
import { useUserInfo } from '@bc/ui/account';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChangePassword } from './password-api.ts';

type PasswordField = keyof ChangePasswordRequest;
const FIELDS: readonly PasswordField[] = ['current_password', 'password', 'password_confirmation'];

/** The settings.json key of each field's problem: the contract's rule, or the server's answer to it. */
const FIELD_KEYS = {
  current_password: 'security.password.errors.currentRequired',
  password: 'security.password.errors.rule',
  password_confirmation: 'security.password.errors.mismatch',
} as const satisfies Record<PasswordField, string>;

type Problems = Partial<Record<PasswordField, string>>;

const rate = (password: string) => ({ score: passwordScore(password), level: passwordLevel(password) });

/** The fields the shared contract refuses, each with its key: nothing is sent while any is. */
function formProblems(request: ChangePasswordRequest): Problems {
  const checked = changePasswordRequestSchema.safeParse(request);
  const problems: Problems = {};
  for (const issue of checked.success ? [] : checked.error.issues) {
    const field = FIELDS.find((name) => name === issue.path[0]);
    if (field) problems[field] ??= FIELD_KEYS[field];
  }
  return problems;
}

/** The fields of a 422; on `current_password` the server says only that it is not the person's password. */
function answerProblems(error: unknown): Problems {
  const { fields } = apiError(error);
  const problems: Problems = {};
  for (const field of FIELDS) {
    if (fields[field] !== undefined) problems[field] = FIELD_KEYS[field];
  }
  if (problems.current_password) problems.current_password = 'security.password.errors.currentWrong';
  return problems;
}

/**
 * Changing the password in the security settings: the current one, the new one twice (the sign-up rule of
 * the shared contract, checked before sending, with the strength meter). On success every other device is
 * signed out, which the notice says and the devices list shows. Whether an account only signs in with an
 * OpenID Connect provider is not told by the server: the form says such an account has no password here,
 * and the server refuses its "current password".
 */
export function PasswordSection() {
  const { t } = useTranslation('settings');
  const { t: tc } = useTranslation('common');
  const change = useChangePassword();
  const email = useUserInfo().data?.email;
  const [checked, setChecked] = useState<Problems>({});
  const [changed, setChanged] = useState(false);
  // A new key after each change empties the new password's strength meter with the form.
  const [changes, setChanges] = useState(0);
  const form = useRef<HTMLFormElement>(null);

  const answered = change.isError ? answerProblems(change.error) : {};
  const problems: Problems = { ...answered, ...checked };
  const status = change.isError ? apiError(change.error).status : null;
  const failure =
    change.isError && Object.keys(answered).length === 0
      ? status === 429
        ? t('security.password.errors.tooMany')
        : tc('errors.generic')
      : null;
  const problemOf = (field: PasswordField) => {
    const key = problems[field];
    return key ? t(key) : undefined;
  };
  // The keyboard goes to the first field to fix, whose message is read with it.
  const focusFirst = (found: Problems) => {
    const first = FIELDS.find((field) => found[field]);
    if (first) form.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const value = (name: PasswordField) => String(data.get(name) ?? '');
    const request: ChangePasswordRequest = {
      current_password: value('current_password'),
      password: value('password'),
      password_confirmation: value('password_confirmation'),
    };
    const found = formProblems(request);
    setChecked(found);
    setChanged(false);
    change.reset();
    if (Object.keys(found).length > 0) {
      focusFirst(found);
      return;
    }
    change.mutate(request, {
      onSuccess: () => {
        form.current?.reset();
        setChanges((count) => count + 1);
        setChanged(true);
      },
      onError: (error) => focusFirst(answerProblems(error)),
    });
  };

  return (
    <section className="bc-card" aria-labelledby="security-password">
      <h2 id="security-password">{t('security.password.title')}</h2>
      <p className="bc-muted">{t('security.password.intro')}</p>
      <p className="bc-muted">{t('security.password.providerNote')}</p>
      <div role="status">{changed && <Alert tone="success">{t('security.password.changed')}</Alert>}</div>
      {failure && <Alert tone="error">{failure}</Alert>}
      <form ref={form} onSubmit={submit} aria-labelledby="security-password" noValidate>
        {/* The account the password belongs to, for the browser's password manager. */}
        {email && (
          <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        )}
        <FormLayout columns={1}>
          <Field label={t('security.password.current')} error={problemOf('current_password')}>
            <input
              name="current_password"
              type="password"
              autoComplete="current-password"
              maxLength={1024}
              required
            />
          </Field>
          <NewPasswordField
            key={changes}
            label={t('security.password.new')}
            hint={t('security.password.rule')}
            error={problemOf('password')}
            rate={rate}
          />
          <Field label={t('security.password.confirmation')} error={problemOf('password_confirmation')}>
            <input
              name="password_confirmation"
              type="password"
              autoComplete="new-password"
              maxLength={1024}
              required
            />
          </Field>
          <FormActions>
            <Button type="submit" variant="primary" busy={change.isPending}>
              {t('security.password.submit')}
            </Button>
          </FormActions>
        </FormLayout>
      </form>
    </section>
  );
}
