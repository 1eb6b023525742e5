import type { ComponentPropsWithRef } from 'react';

/**
 * The six digits of an authenticator app, as phones offer them: the numeric keyboard and the code from a text
 * message or the app's autofill. A space in the middle ("123 456", as apps show it) is allowed.
 */
export function OneTimeCodeInput(props: ComponentPropsWithRef<'input'>) {
  return (
    <input
      name="code"
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9 ]*"
      maxLength={7}
      required
      {...props}
    />
  );
}
