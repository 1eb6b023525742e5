// The profile's suggestions (SPEC §2 /app/settings/profile): the workspace's counts through @bc/domain's rule.
import { type Suggestion, suggestionsFor } from '@bc/domain';
import type { Queryable } from '../db/database.ts';
import type { WorkspaceAccess } from '../workspaces/workspace-guard.ts';
import { workspaceCounts } from './suggestions-sql.ts';

export async function suggestionsOf(db: Queryable, access: WorkspaceAccess): Promise<Suggestion[]> {
  return suggestionsFor({ role: access.role, ...(await workspaceCounts(db, access.workspaceId)) });
}
