/** The shortest share e-mail worth sending: longer than five characters. */
export const SHARE_EMAIL_MIN_LENGTH = 6;

/**
 * Whether a share-by-e-mail field is worth sending: it must contain an @ and a
 * dot and be longer than five characters. Anything else is cleared silently and nothing is sent.
 */
export function isShareableEmail(value: string): boolean {
  const email = value.trim();
  return email.includes('@') && email.includes('.') && email.length >= SHARE_EMAIL_MIN_LENGTH;
}

export type WorkspaceNameProblem = 'workspace_name_required';

/** A workspace needs a name on save (the message key workspace_name_required). */
export function workspaceNameProblem(name: string): WorkspaceNameProblem | null {
  return name.trim() === '' ? 'workspace_name_required' : null;
}

/**
 * A new workspace's currency (the euro: its id, ISO code and symbol) and payment type (credit card), also
 * used where a workspace has none and while the workspace's own are not known yet.
 */
export const WORKSPACE_DEFAULTS = {
  currencyId: 2,
  currencyCode: 'EUR',
  currencySymbol: '€',
  paymentTypeId: 1,
} as const;
