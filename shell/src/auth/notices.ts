/** Notices a page hands to the login page through the navigation state. */
export type LoginNotice = 'emailConfirmed' | 'passwordReset';

export interface LoginPageState {
  notice?: LoginNotice;
}

export function loginNotice(state: unknown): LoginNotice | null {
  const notice = (state as LoginPageState | null)?.notice;
  return notice === 'emailConfirmed' || notice === 'passwordReset' ? notice : null;
}
