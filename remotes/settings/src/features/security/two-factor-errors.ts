import { apiError } from '@bc/ui';

/** The settings.json key of a failed two-factor request: the field that was wrong, the lockout, or generic. */
export function twoFactorErrorKey(error: unknown): { field: 'code' | 'password' | null; key: string } {
  const { status, fields } = apiError(error);
  if (status === 429) return { field: null, key: 'twoFactor.errors.tooMany' };
  if (fields.password) return { field: 'password', key: 'twoFactor.errors.password' };
  if (fields.code) return { field: 'code', key: 'twoFactor.errors.code' };
  return { field: null, key: 'common:errors.generic' };
}
