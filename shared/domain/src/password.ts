/** What a new password lacks under the sign-up rule. */
export type PasswordProblem = 'too_short' | 'no_digit' | 'no_special' | 'no_upper' | 'no_lower';

export const PASSWORD_MIN_LENGTH = 8;

export function passwordProblems(password: string): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) problems.push('too_short');
  if (!/\d/.test(password)) problems.push('no_digit');
  if (!/[^\p{L}\p{N}\s]/u.test(password)) problems.push('no_special');
  if (!/\p{Lu}/u.test(password)) problems.push('no_upper');
  if (!/\p{Ll}/u.test(password)) problems.push('no_lower');
  return problems;
}

/** The strength meter's levels, weakest first. */
export const PASSWORD_LEVELS = ['very_weak', 'weak', 'moderate', 'strong', 'very_strong'] as const;
export type PasswordLevel = (typeof PASSWORD_LEVELS)[number];

/**
 * The strength score: minus one at 8 characters or fewer, plus one at 10 or more, plus one
 * each for a special character, a digit and mixed case (those only from 8 characters), capped at 4.
 */
export function passwordScore(password: string): number {
  let score = 0;
  if (password.length <= 8) score -= 1;
  if (password.length >= 10) score += 1;
  if (password.length >= 8) {
    if (/[^\p{L}\p{N}\s]/u.test(password)) score += 1;
    if (/\d/.test(password)) score += 1;
    if (/\p{Ll}/u.test(password) && /\p{Lu}/u.test(password)) score += 1;
  }
  return Math.max(0, Math.min(4, score));
}

export function passwordLevel(password: string): PasswordLevel {
  return PASSWORD_LEVELS[passwordScore(password)] ?? 'very_weak';
}
