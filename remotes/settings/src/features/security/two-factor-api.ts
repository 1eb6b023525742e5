import {
  messageResponseSchema,
  type RecoveryCodesRequest,
  recoveryCodesResponseSchema,
  type TotpDisableRequest,
  type TotpSetupResponse,
  type TwoFactorStatus,
  totpSetupResponseSchema,
  twoFactorStatusSchema,
} from '@bc/api';
import { http } from '@bc/session';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

const twoFactorKeys = { status: () => ['auth', 'two-factor'] as const };

/** GET /api/auth/2fa: whether two-factor sign-in is on, and how many recovery codes are left. */
export async function getTwoFactorStatus(): Promise<TwoFactorStatus> {
  return http().get('api/auth/2fa').json(twoFactorStatusSchema);
}

export const twoFactorStatusQueryOptions = () =>
  queryOptions({ queryKey: twoFactorKeys.status(), queryFn: getTwoFactorStatus });

export function useTwoFactorStatus() {
  return useQuery(twoFactorStatusQueryOptions());
}

/** POST /api/auth/2fa/totp/setup: a pending secret for the app (its QR code and text). */
export async function setupTotp(): Promise<TotpSetupResponse> {
  return http().post('api/auth/2fa/totp/setup').json(totpSetupResponseSchema);
}

/** POST /api/auth/2fa/totp/enable: on with a right code; the ten recovery codes, shown once. */
export async function enableTotp(code: string): Promise<string[]> {
  const body = await http()
    .post('api/auth/2fa/totp/enable', { json: { code } })
    .json(recoveryCodesResponseSchema);
  return body.recovery_codes;
}

/** POST /api/auth/2fa/totp/disable: the password and a code (of the app, or a recovery code). */
export async function disableTotp(request: TotpDisableRequest): Promise<void> {
  await http().post('api/auth/2fa/totp/disable', { json: request }).json(messageResponseSchema);
}

/** POST /api/auth/2fa/recovery-codes: a new set; the old one no longer works. */
export async function regenerateRecoveryCodes(request: RecoveryCodesRequest): Promise<string[]> {
  const body = await http()
    .post('api/auth/2fa/recovery-codes', { json: request })
    .json(recoveryCodesResponseSchema);
  return body.recovery_codes;
}

function useTwoFactorMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: twoFactorKeys.status() }),
  });
}

export const useSetupTotp = () => useMutation({ mutationFn: setupTotp });
export const useEnableTotp = () => useTwoFactorMutation(enableTotp);
export const useDisableTotp = () => useTwoFactorMutation(disableTotp);
export const useRegenerateRecoveryCodes = () => useTwoFactorMutation(regenerateRecoveryCodes);
