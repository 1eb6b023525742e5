// Accounts: sign-up and e-mail verification, password sign-in, recovery, sessions, deletion.
import type {
  LoginResponse,
  ProfileRequest,
  PublicUser,
  SignUpRequest,
  TwoFactorRequired,
  User,
  UserInfoResponse,
} from '@bc/api';
import type { Config } from '../config.ts';
import type { Database, Queryable } from '../db/database.ts';
import { conflict, HttpError, notFound, unauthenticated, unprocessable } from '../http/errors.ts';
import type { Language } from '../language.ts';
import type { Mailer } from '../mail/mailer.ts';
import { accountExistsMail, passwordResetMail, verificationMail } from '../mail/messages.ts';
import { defaultWorkspace } from '../workspaces/workspace-guard.ts';
import { listWorkspaces, workspaceSettings } from '../workspaces/workspace-service.ts';
import {
  deleteWorkspaces,
  ensureCurrentWorkspace,
  findMemberWorkspace,
  listMembers,
  ownedWorkspaceIds,
  setCurrentWorkspace,
} from '../workspaces/workspaces-sql.ts';
import type { AccessTokens } from './access-tokens.ts';
import type { Authenticated } from './authenticate.ts';
import { deviceFingerprint, type RequestDevice } from './devices.ts';
import { consumeEmailToken, issueEmailToken } from './email-tokens.ts';
import { deleteEmailTokens } from './email-tokens-sql.ts';
import { hashPassword, unusablePasswordHash, verifyAgainstDecoy, verifyPassword } from './passwords.ts';
import { mailSecurityChange, notifySecurityChange } from './security-mail.ts';
import {
  createSession,
  rememberDevice,
  revokeOtherSessions,
  revokeSession,
  revokeUserSessions,
} from './sessions-sql.ts';
import { secondStepFor } from './two-factor/challenge.ts';
import {
  deleteUser,
  findLinkedUserId,
  findUserByEmail,
  findUserById,
  insertUser,
  linkIdentity,
  lockUser,
  markEmailVerified,
  setChosenLanguage,
  setPasswordHash,
  type UserRow,
} from './users-sql.ts';

export type AccountDeps = {
  db: Database;
  config: Pick<Config, 'publicUrl' | 'auth'>;
  mailer: Mailer;
  tokens: AccessTokens;
};

// The exact texts of SPEC §8; the login screen shows them as they are.
export const INVALID_CREDENTIALS = 'The credentials you entered are not valid.';
export const EMAIL_NOT_VERIFIED =
  "You haven't verified your email yet. If you haven't received it, click here to resend.";

const WRONG_PASSWORD = 'This is not your current password.';

export const invalidCredentials = () => new HttpError(401, 'invalid_credentials', INVALID_CREDENTIALS);
const invalidToken = () =>
  new HttpError(400, 'invalid_token', 'This link is not valid or has expired. Please ask for a new one.');

export const MESSAGES = {
  signedUp: 'Account created. We sent you an e-mail: open its link to confirm your address, then sign in.',
  verificationSent: 'If this address has an account waiting for confirmation, we sent it a new link.',
  verified: 'Your e-mail address is confirmed. You can sign in now.',
  resetSent: 'If this address has an account, we sent it a link to choose a new password.',
  passwordChanged: 'Your password has been changed. Sign in with the new one.',
  passwordUpdated: 'Your password has been changed. Your other devices are signed out.',
  loggedOut: 'You are signed out.',
  deleted: 'Your account and all its data have been deleted.',
} as const;

function toUser(row: UserRow): User {
  return {
    uuid: row.id,
    name: row.name,
    email: row.email,
    email_verified: row.email_verified_at !== null,
    language: row.language_chosen ? row.language : null,
  };
}

function verificationMailFor(deps: AccountDeps, user: UserRow, token: string) {
  return {
    to: user.email,
    ...verificationMail(user.language, {
      name: user.name,
      link: `${deps.config.publicUrl}/app/auth/confirm/${token}`,
      hours: Math.round(deps.config.auth.emailVerificationSeconds / 3600),
    }),
  };
}

function accountExistsMailFor(deps: AccountDeps, user: UserRow) {
  return {
    to: user.email,
    ...accountExistsMail(user.language, {
      name: user.name,
      link: `${deps.config.publicUrl}/app/auth/recovery-password`,
    }),
  };
}

/**
 * A new session from `device` and the answer every successful sign-in gives: the access token and the
 * workspaces, the current one first. The session token comes with GET /api/auth/user-info, the client's
 * next call. Every sign-in goes through here (password, provider, second factor, passkey), inside its
 * transaction and as its last step: a device the person never signed in from before (and not their very
 * first) is mailed to them (see devices.ts for what counts as a device).
 */
export async function startSession(
  deps: AccountDeps,
  tx: Queryable,
  user: UserRow,
  device: RequestDevice,
): Promise<LoginResponse> {
  const sessionId = await createSession(tx, user.id, deps.config.auth.sessionSeconds, device);
  const { isNew } = await rememberDevice(tx, user.id, deviceFingerprint(device.userAgent));
  const response = {
    token: await deps.tokens.sign({ userId: user.id, sessionId }),
    user: toUser(user),
    workspaces: await listWorkspaces(tx, user.id),
  };
  // Sent from inside the transaction: nothing the callers do after this step can roll it back.
  if (isNew) mailSecurityChange(deps, user, 'new_device', { device });
  return response;
}

/**
 * Answers the same whether or not the address has an account, so sign-up tells nobody who has one: a new
 * address gets its confirmation mail, a taken one a mail to its owner (with a way back in); nothing changes.
 */
export async function signUp(deps: AccountDeps, request: SignUpRequest, language: Language): Promise<string> {
  const passwordHash = await hashPassword(request.password);
  const mail = await deps.db.transaction(async (tx) => {
    const user = await insertUser(tx, {
      name: request.name,
      email: request.email,
      passwordHash,
      language,
      verified: false,
    });
    if (!user) {
      const owner = await findUserByEmail(tx, request.email);
      return owner ? accountExistsMailFor(deps, owner) : null;
    }
    const token = await issueEmailToken(
      tx,
      user.id,
      'verify_email',
      deps.config.auth.emailVerificationSeconds,
    );
    return verificationMailFor(deps, user, token);
  });
  // After the commit: a mail about an account that was rolled back would be a lie. A failed delivery is
  // logged; the account stays and the person can ask for a new link (POST /api/auth/verify-email).
  if (mail) deps.mailer.sendInBackground(mail);
  return MESSAGES.signedUp;
}

export async function confirmEmail(deps: AccountDeps, token: string): Promise<string> {
  await deps.db.transaction(async (tx) => {
    const userId = await consumeEmailToken(tx, token, 'verify_email');
    if (!userId) throw invalidToken();
    await markEmailVerified(tx, userId);
  });
  return MESSAGES.verified;
}

/** Same answer, in the same time, whether or not the address has an account waiting. */
export async function resendVerification(deps: AccountDeps, email: string): Promise<string> {
  const mail = await deps.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (!user || user.email_verified_at) return undefined;
    const token = await issueEmailToken(
      tx,
      user.id,
      'verify_email',
      deps.config.auth.emailVerificationSeconds,
    );
    return verificationMailFor(deps, user, token);
  });
  if (mail) deps.mailer.sendInBackground(mail);
  return MESSAGES.verificationSent;
}

export async function login(
  deps: AccountDeps,
  email: string,
  password: string,
  device: RequestDevice,
): Promise<LoginResponse | TwoFactorRequired> {
  const user = await findUserByEmail(deps.db, email);
  // An unknown e-mail costs the same hashing time as a wrong password, and gets the same answer.
  const valid = user
    ? await verifyPassword(user.password_hash, password)
    : await verifyAgainstDecoy(password);
  if (!user || !valid) throw invalidCredentials();
  // Told only to someone who knows the password, so it reveals nothing to a guesser.
  if (!user.email_verified_at) throw new HttpError(403, 'email_not_verified', EMAIL_NOT_VERIFIED);
  // Two-factor on: no token yet, a challenge for POST /api/auth/2fa/verify.
  const secondStep = await secondStepFor(deps.db, user.id);
  if (secondStep) return secondStep;
  return deps.db.transaction((tx) => startSession(deps, tx, user, device));
}

/** Same answer, in the same time, whether or not the address has an account. */
export async function requestPasswordReset(deps: AccountDeps, email: string): Promise<string> {
  const mail = await deps.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (!user) return undefined;
    const token = await issueEmailToken(tx, user.id, 'reset_password', deps.config.auth.passwordResetSeconds);
    return {
      to: user.email,
      ...passwordResetMail(user.language, {
        name: user.name,
        link: `${deps.config.publicUrl}/app/auth/reset-password/${token}`,
        minutes: Math.round(deps.config.auth.passwordResetSeconds / 60),
      }),
    };
  });
  if (mail) deps.mailer.sendInBackground(mail);
  return MESSAGES.resetSent;
}

/** The link proves the mailbox is theirs, so it also confirms the address; every session ends. */
export async function resetPassword(
  deps: AccountDeps,
  token: string,
  password: string,
  device: RequestDevice,
): Promise<string> {
  const passwordHash = await hashPassword(password);
  const userId = await deps.db.transaction(async (tx) => {
    const userId = await consumeEmailToken(tx, token, 'reset_password');
    if (!userId) throw invalidToken();
    await setPasswordHash(tx, userId, passwordHash);
    await markEmailVerified(tx, userId);
    await revokeUserSessions(tx, userId);
    await deleteEmailTokens(tx, userId, 'reset_password');
    return userId;
  });
  await notifySecurityChange(deps, userId, 'password_changed', { device });
  return MESSAGES.passwordChanged;
}

/**
 * A signed-in person changes their password, proving the current one (a wrong one answers 422 on
 * `current_password`, counted by the caller's rate limit): every other session ends, this one stays, and
 * they are mailed. A person who signs in only with a provider has no password to prove, so cannot.
 */
export async function changePassword(
  deps: AccountDeps,
  auth: Authenticated,
  request: { current_password: string; password: string },
  device: RequestDevice,
): Promise<string> {
  const user = await requireUser(deps.db, auth.userId);
  if (!(await verifyPassword(user.password_hash, request.current_password))) {
    throw unprocessable(WRONG_PASSWORD, { current_password: WRONG_PASSWORD });
  }
  const passwordHash = await hashPassword(request.password);
  await deps.db.transaction(async (tx) => {
    await setPasswordHash(tx, user.id, passwordHash);
    await revokeOtherSessions(tx, user.id, auth.sessionId);
    await deleteEmailTokens(tx, user.id, 'reset_password');
  });
  await notifySecurityChange(deps, user.id, 'password_changed', { device });
  return MESSAGES.passwordUpdated;
}

export async function logout(deps: AccountDeps, auth: Authenticated): Promise<string> {
  await revokeSession(deps.db, auth.sessionId);
  return MESSAGES.loggedOut;
}

async function requireUser(db: Queryable, userId: string): Promise<UserRow> {
  const user = await findUserById(db, userId);
  // The session outlived its user only if the account was deleted between two queries.
  if (!user) throw unauthenticated('Your session has ended; sign in again');
  return user;
}

/** A fresh access token of the caller's session, and who they are. */
export async function checkSession(
  deps: AccountDeps,
  auth: Authenticated,
): Promise<{ token: string; user: User }> {
  const user = await requireUser(deps.db, auth.userId);
  return { token: await deps.tokens.sign(auth), user: toUser(user) };
}

/**
 * GET /api/auth/user-info: who the caller is and the workspace they work in, with a session token bound to
 * it. The workspace is X-WS's when the caller is a member (a workspace switch: it also becomes their
 * current one), else the one their session token names, else their current one; a stale X-WS is ignored
 * here, since this is the call that tells the client which workspaces it may name.
 */
export async function userInfo(
  deps: AccountDeps,
  auth: Authenticated,
  requestedWorkspace: string,
): Promise<UserInfoResponse> {
  const user = await requireUser(deps.db, auth.userId);
  const workspace = await deps.db.transaction(async (tx) => {
    const requested = requestedWorkspace
      ? await findMemberWorkspace(tx, user.id, requestedWorkspace)
      : undefined;
    if (requested && !requested.is_current) await setCurrentWorkspace(tx, user.id, requested.id);
    return requested ?? (await defaultWorkspace(tx, auth));
  });
  const [workspaces, settings, sharedWith] = await Promise.all([
    listWorkspaces(deps.db, user.id),
    workspace ? workspaceSettings(deps.db, workspace) : undefined,
    workspace ? listMembers(deps.db, workspace.id, user.id) : [],
  ]);
  return {
    token: await deps.tokens.signSession({
      userId: user.id,
      sessionId: auth.sessionId,
      workspaceId: workspace?.id ?? null,
    }),
    userInfo: {
      ...toUser(user),
      workspaces,
      current_ws: workspace?.id ?? '',
      workspace_settings:
        workspace && settings
          ? {
              uuid: workspace.id,
              name: workspace.name,
              data: { currency: settings.currency, payment_type_id: settings.paymentTypeId },
            }
          : [],
      shared_with: sharedWith,
    },
  };
}

/** Keeps what the person chose in the settings (their language, for the apps and their mails). */
export async function updateProfile(
  deps: AccountDeps,
  userId: string,
  request: ProfileRequest,
): Promise<User> {
  const user = await setChosenLanguage(deps.db, userId, request.language);
  if (!user) throw unauthenticated('Your session has ended; sign in again');
  return toUser(user);
}

export async function findPublicUser(deps: AccountDeps, email: string): Promise<PublicUser> {
  const user = await findUserByEmail(deps.db, email);
  if (!user) throw notFound('User not found');
  return { uuid: user.id, name: user.name, email: user.email };
}

/**
 * Deletes the user and everything that is theirs in one transaction: the workspaces they own with all
 * their rows, then the user, whose sessions, e-mail tokens, provider links and memberships go with it
 * (foreign keys ON DELETE CASCADE). Workspaces they were only a member of stay, without them.
 */
export async function deleteAccount(deps: AccountDeps, userId: string): Promise<string> {
  await deps.db.transaction(async (tx) => {
    if (!(await lockUser(tx, userId))) throw unauthenticated('Your session has ended; sign in again');
    const members = await deleteWorkspaces(tx, await ownedWorkspaceIds(tx, userId));
    await deleteUser(tx, userId);
    // The people who lost their current workspace with ours get another of theirs.
    await ensureCurrentWorkspace(
      tx,
      members.filter((member) => member !== userId),
    );
  });
  return MESSAGES.deleted;
}

export type ProviderIdentity = { provider: string; subject: string; email: string; name: string };

/**
 * Signs in with a provider's verified identity: the account already linked to (provider, sub), else the
 * account with that verified e-mail (linked now), else a new verified account with an unusable password.
 */
export async function signInWithIdentity(
  deps: AccountDeps,
  identity: ProviderIdentity,
  language: Language,
  device: RequestDevice,
): Promise<LoginResponse> {
  const newPasswordHash = await unusablePasswordHash();
  return deps.db.transaction(async (tx) => {
    const linkedUserId = await findLinkedUserId(tx, identity.provider, identity.subject);
    let user = linkedUserId ? await lockUser(tx, linkedUserId) : undefined;
    if (!user) {
      const existing = await findUserByEmail(tx, identity.email);
      user = existing ? await lockUser(tx, existing.id) : undefined;
      if (user && !user.email_verified_at) {
        // Someone registered this address without ever proving it was theirs: the provider now proves it
        // belongs to the person signing in, so that password (and any session) must not survive.
        await setPasswordHash(tx, user.id, newPasswordHash);
        await revokeUserSessions(tx, user.id);
        await markEmailVerified(tx, user.id);
        user = await lockUser(tx, user.id);
      }
      if (!user) {
        user = await insertUser(tx, {
          name: identity.name,
          email: identity.email,
          passwordHash: newPasswordHash,
          language,
          verified: true,
        });
      }
      if (!user) throw conflict('The account could not be created; please try again');
      await linkIdentity(tx, identity.provider, identity.subject, user.id);
    }
    return startSession(deps, tx, user, device);
  });
}
