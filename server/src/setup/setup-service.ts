// Finalize sign-up (SPEC §2 finalize): the first workspace and its first wallet, together or not at all.
import { type FinalizeSignUpRequest, toCents } from '@bc/api';
import { lockUser } from '../auth/users-sql.ts';
import type { Database } from '../db/database.ts';
import { conflict, forbidden, unauthenticated, unprocessable } from '../http/errors.ts';
import type { Language } from '../language.ts';
import { insertWallet } from '../wallets/wallets-sql.ts';
import { checkWorkspaceInput } from '../workspaces/workspace-service.ts';
import {
  findCurrentWorkspace,
  insertMember,
  insertWorkspace,
  referenceProblems,
  setCurrentWorkspace,
} from '../workspaces/workspaces-sql.ts';

/** The first wallet's name when the set-up form leaves it empty (the original client allows that). */
const DEFAULT_WALLET_NAME: Record<Language, string> = {
  en: 'Wallet',
  it: 'Portafoglio',
  es: 'Cartera',
  de: 'Geldbörse',
  fr: 'Portefeuille',
};

/** Creates the caller's first workspace (owned, current) and its first wallet; returns the workspace id. */
export async function finalizeSignUp(
  db: Database,
  callerId: string,
  userUuid: string,
  request: FinalizeSignUpRequest,
): Promise<string> {
  if (userUuid.toLowerCase() !== callerId.toLowerCase()) {
    throw forbidden('You can only set up your own account');
  }
  return db.transaction(async (tx) => {
    // The user's row lock makes two simultaneous submits run one after the other: the second sees 409.
    const user = await lockUser(tx, callerId);
    if (!user) throw unauthenticated('Your session has ended; sign in again');
    if (await findCurrentWorkspace(tx, callerId)) {
      throw conflict('Your account is already set up', 'setup_complete');
    }
    const problems = {
      ...(await checkWorkspaceInput(tx, request.workspace, 'workspace.')),
      ...(await referenceProblems(tx, [
        { field: 'wallet.currency', table: 'currencies', id: request.wallet.currency },
      ])),
    };
    if (Object.keys(problems).length > 0) throw unprocessable('The request is invalid', problems);

    const workspaceId = await insertWorkspace(tx, {
      name: request.workspace.name,
      currencyId: request.workspace.currency,
      paymentTypeId: request.workspace.payment_type,
    });
    await insertMember(tx, workspaceId, callerId, 'owner');
    await setCurrentWorkspace(tx, callerId, workspaceId);
    await insertWallet(tx, {
      workspaceId,
      name: request.wallet.name || DEFAULT_WALLET_NAME[user.language],
      type: request.wallet.type,
      color: request.wallet.color,
      currencyId: request.wallet.currency,
      openingBalanceCents: toCents(request.wallet.balance),
      excludeFromStats: request.wallet.exclude_from_stats,
    });
    return workspaceId;
  });
}
