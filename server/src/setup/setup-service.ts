// Finalize sign-up (SPEC §2 finalize): the first workspace and its first wallet, together or not at all.
import { type FinalizeSignUpRequest, toCents, type WorkspaceDetail } from '@bc/api';
import { lockUser } from '../auth/users.ts';
import type { Database } from '../db/database.ts';
import { conflict, forbidden, unprocessable } from '../http/errors.ts';
import { insertWallet } from '../wallets/wallets-sql.ts';
import {
  checkWorkspaceInput,
  getCurrentWorkspace,
  isSetupComplete,
} from '../workspaces/workspace-service.ts';
import {
  insertMember,
  insertWorkspace,
  referenceProblems,
  setCurrentWorkspace,
} from '../workspaces/workspaces-sql.ts';

export async function finalizeSignUp(
  db: Database,
  callerId: string,
  userUuid: string,
  request: FinalizeSignUpRequest,
): Promise<WorkspaceDetail> {
  if (userUuid.toLowerCase() !== callerId.toLowerCase()) {
    throw forbidden('You can only set up your own account');
  }
  return db.transaction(async (tx) => {
    // The user's row lock makes two simultaneous submits run one after the other: the second sees 409.
    await lockUser(tx, callerId);
    if (isSetupComplete(await getCurrentWorkspace(tx, callerId))) {
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
      name: request.wallet.name,
      type: request.wallet.type,
      color: request.wallet.color,
      currencyId: request.wallet.currency,
      openingBalanceCents: toCents(request.wallet.balance),
      excludeFromStats: request.wallet.exclude_from_stats,
    });
    const current = await getCurrentWorkspace(tx, callerId);
    if (!current) throw new Error('The new workspace is not current');
    return current;
  });
}
