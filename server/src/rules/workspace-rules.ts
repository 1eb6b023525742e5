// A workspace's active rules, compiled and in the order they run: what every place rules apply (an import
// preview, an entry written by hand, a planned entry come due) starts from.
import type { Queryable } from '../db/database.ts';
import { runOrder } from './engine/apply.ts';
import { type CompiledRule, compileRule } from './engine/compile.ts';
import { toRule } from './rule-service.ts';
import { listActiveRules } from './rules-sql.ts';

export async function activeRules(db: Queryable, workspaceId: string): Promise<readonly CompiledRule[]> {
  const rows = await listActiveRules(db, workspaceId);
  return runOrder(rows.map((row) => compileRule(toRule(row))));
}
