export {
  AMOUNT_DECIMALS,
  type AmountCheck,
  type AmountLimits,
  type AmountProblem,
  checkAmountInput,
  formatAmountInput,
  sanitizeAmountInput,
} from './amount.ts';
export { isMobileLayout, MOBILE_BREAKPOINT_PX, type ViewportFacts } from './layout.ts';
export {
  PASSWORD_LEVELS,
  PASSWORD_MIN_LENGTH,
  type PasswordLevel,
  type PasswordProblem,
  passwordLevel,
  passwordProblems,
  passwordScore,
} from './password.ts';
export {
  isShareableEmail,
  SHARE_EMAIL_MIN_LENGTH,
  type WorkspaceNameProblem,
  workspaceNameProblem,
} from './workspace.ts';
