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
