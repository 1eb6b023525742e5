import type { PasskeyProblem } from '@bc/api';
import { http } from '@bc/session';
import { Alert, apiError, Button, useHydrated } from '@bc/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { storeSession } from './session.ts';
import { useAction } from './use-action.ts';

/**
 * The problem of a failed sign-in, read off the PasskeyFailure @bc/api makes, without importing @bc/api
 * here: the login page loads it only when a sign-in starts.
 */
const problemOf = (error: unknown): PasskeyProblem => {
  const problem = (error as { problem?: PasskeyProblem } | null)?.problem;
  return typeof problem === 'string' ? problem : 'generic';
};

/** How a passkey sign-in runs: from the button (a dialog) or offered in the e-mail field's autofill. */
export interface PasskeySignInRun {
  autofill: boolean;
  /** Asked just before the ceremony starts: an autofill the button has taken over since does not start. */
  stillWanted?: () => boolean;
}

/**
 * The passkey sign-in: options from the server, the browser's ceremony (a dialog, or with `autofill` the
 * e-mail field's suggestions), the server's check, then the user's info as after a password. Answers where
 * the person goes next. The libraries load on use: the login page itself does not pay for them.
 */
export async function signInWithPasskey({ autofill, stillWanted }: PasskeySignInRun): Promise<string> {
  const [browser, api] = await Promise.all([import('@simplewebauthn/browser'), import('@bc/api')]);
  const fail = (failure: Parameters<typeof api.passkeyProblem>[0]) =>
    new api.PasskeyFailure(api.passkeyProblem(failure));
  if (!browser.browserSupportsWebAuthn()) throw fail({ name: 'NotSupportedError' });
  const optionsJSON = await http()
    .post('api/auth/passkeys/login/options')
    .json(api.passkeyLoginOptionsSchema);
  // Starting a ceremony cancels the one under way: an autofill must not cancel the button's.
  if (stillWanted && !stillWanted()) throw fail({ name: 'AbortError' });
  const response = await browser
    .startAuthentication({ optionsJSON, useBrowserAutofill: autofill })
    .catch((error: { name?: string; code?: string }) => {
      throw fail({ name: error.name, code: error.code });
    });
  const body = await http()
    .post('api/auth/passkeys/login', { json: { response } })
    .json(api.loginResponseSchema)
    .catch((error: unknown) => {
      throw fail({ server: apiError(error).code ?? 'generic' });
    });
  storeSession(body);
  const { DASHBOARD_PATH, FINALIZE_PATH, loadSignedInUser } = await import('./complete-sign-in.ts');
  return api.isSetUp(await loadSignedInUser()) ? DASHBOARD_PATH : FINALIZE_PATH;
}

const AUTOFILL_ROUNDS = 5;

/**
 * Offers the person's passkeys in the e-mail field's autofill while the page is shown (where supported),
 * unless the button's ceremony runs (`buttonRuns`). Answers a function that offers them again.
 */
function usePasskeyAutofill(
  enabled: boolean,
  buttonRuns: { current: boolean },
  onSignedIn: (next: string) => void,
  onProblem: (problem: PasskeyProblem) => void,
) {
  const hydrated = useHydrated();
  const [round, setRound] = useState(0);
  const callbacks = useRef({ onSignedIn, onProblem });
  callbacks.current = { onSignedIn, onProblem };

  useEffect(() => {
    if (!enabled || !hydrated) return;
    let shown = true;
    let cancel: (() => void) | undefined;
    const stillWanted = () => shown && !buttonRuns.current;
    void import('@simplewebauthn/browser').then(async (browser) => {
      if (!stillWanted() || !(await browser.browserSupportsWebAuthnAutofill())) return;
      cancel = () => {
        if (!buttonRuns.current) browser.WebAuthnAbortService.cancelCeremony();
      };
      signInWithPasskey({ autofill: true, stillWanted }).then(
        (next) => {
          if (shown) callbacks.current.onSignedIn(next);
        },
        (error: unknown) => {
          const problem = problemOf(error);
          // Cancelled: the button started a ceremony of its own, which takes over.
          if (!shown || problem === 'cancelled') return;
          callbacks.current.onProblem(problem);
          // Offered again for a second try from the field, after a refusal the person's choice led to (not a
          // failure to start, which would only fail again), and a few times at most.
          if (problem !== 'generic' && problem !== 'unsupported' && round < AUTOFILL_ROUNDS) {
            setRound((value) => value + 1);
          }
        },
      );
    });
    return () => {
      shown = false;
      cancel?.();
    };
  }, [enabled, hydrated, round, buttonRuns]);

  return () => setRound((value) => value + 1);
}

export interface PasskeySignInProps {
  /** Where to go once signed in (the path `signInWithPasskey` answers). */
  onSignedIn: (next: string) => void;
  /** Also offer the passkeys in the autofill of the field marked `autocomplete="username webauthn"`. */
  autofill?: boolean;
}

/**
 * "Sign in with a passkey": a passkey alone signs in (possession and the person's verification on their
 * device), so it is offered on the login page and as the second step after a password.
 */
export function PasskeySignIn({ onSignedIn, autofill = false }: PasskeySignInProps) {
  const { t } = useTranslation('shell');
  const hydrated = useHydrated();
  const passkey = useAction(signInWithPasskey);
  const buttonRuns = useRef(false);
  const [autofillProblem, setAutofillProblem] = useState<PasskeyProblem | null>(null);
  const offerAgain = usePasskeyAutofill(autofill, buttonRuns, onSignedIn, setAutofillProblem);
  const problem = passkey.isError ? problemOf(passkey.error) : autofillProblem;

  const start = () => {
    setAutofillProblem(null);
    buttonRuns.current = true;
    let signedIn = false;
    passkey.mutate(
      { autofill: false },
      {
        onSuccess: (next) => {
          signedIn = true;
          onSignedIn(next);
        },
        // The button's ceremony ended the autofill's: offered again in the field after a failure.
        onSettled: () => {
          buttonRuns.current = false;
          if (autofill && !signedIn) offerAgain();
        },
      },
    );
  };

  return (
    // Styled as the other ways in (the providers' buttons) under the form.
    <div className="bc-provider-buttons">
      {problem && problem !== 'cancelled' && (
        <Alert tone="error">{t(`auth.passkey.errors.${problem}`)}</Alert>
      )}
      <Button busy={passkey.isPending} disabled={!hydrated} onClick={start}>
        {t('auth.passkey.signIn')}
      </Button>
    </div>
  );
}
