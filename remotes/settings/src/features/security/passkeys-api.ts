import {
  type Passkey,
  PasskeyFailure,
  passkeyListSchema,
  passkeyProblem,
  passkeyRegistrationOptionsSchema,
  passkeySchema,
} from '@bc/api';
import { http } from '@bc/session';
import { apiError } from '@bc/ui';
import { browserSupportsWebAuthn, startRegistration } from '@simplewebauthn/browser';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

const passkeyKeys = { all: () => ['auth', 'passkeys'] as const };

/** GET /api/auth/passkeys: the person's passkeys, oldest first. */
export async function getPasskeys(): Promise<Passkey[]> {
  return http().get('api/auth/passkeys').json(passkeyListSchema);
}

export const passkeysQueryOptions = () => queryOptions({ queryKey: passkeyKeys.all(), queryFn: getPasskeys });

export function usePasskeys() {
  return useQuery(passkeysQueryOptions());
}

/**
 * Adds a passkey: the server's options (POST /api/auth/passkeys/register/options), the browser's ceremony
 * (the device asks the person to confirm it is them), then POST /api/auth/passkeys/register with its name.
 * A refused name answers the server's 422 as it is, for the form to show beside the field.
 */
export async function addPasskey(name: string): Promise<Passkey> {
  if (!browserSupportsWebAuthn()) throw new PasskeyFailure(passkeyProblem({ name: 'NotSupportedError' }));
  const optionsJSON = await http()
    .post('api/auth/passkeys/register/options')
    .json(passkeyRegistrationOptionsSchema);
  const response = await startRegistration({ optionsJSON }).catch(
    (error: { name?: string; code?: string }) => {
      throw new PasskeyFailure(passkeyProblem({ name: error.name, code: error.code }));
    },
  );
  return http()
    .post('api/auth/passkeys/register', { json: { response, name } })
    .json(passkeySchema)
    .catch((error: unknown) => {
      const { status, code } = apiError(error);
      if (status === 422) throw error;
      throw new PasskeyFailure(passkeyProblem({ server: code ?? 'generic' }));
    });
}

export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPasskey,
    onSettled: () => queryClient.invalidateQueries({ queryKey: passkeyKeys.all() }),
  });
}

/** DELETE /api/auth/passkeys/{id}: it signs in no more. */
export async function removePasskey(passkey: Passkey): Promise<Passkey> {
  await http().delete(`api/auth/passkeys/${encodeURIComponent(passkey.id)}`);
  return passkey;
}

export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePasskey,
    onSettled: () => queryClient.invalidateQueries({ queryKey: passkeyKeys.all() }),
  });
}
