// A workspace's active rules, compiled and in the order they run: what every place rules apply (an import
// preview, an entry written by hand, a plan's entry come due) starts from. They are kept compiled per
// workspace and checked against the workspace's rules version, one indexed read: an entry's write in a
// workspace of a thousand rules must not read and compile them every time (issue 25 asks +5 ms at most), and a
// rule edited through another server is seen at once, as the version is in the database.
import type { Queryable } from '../db/database.ts';
import { runOrder } from './engine/apply.ts';
import { type CompiledRule, compileRule } from './engine/compile.ts';
import { toRule } from './rule-service.ts';
import { listActiveRules, rulesVersion } from './rules-sql.ts';

type Cached = { version: string; rules: readonly CompiledRule[] };

/** Workspaces whose rules are kept compiled, the least recently used dropped first. */
const CACHED_WORKSPACES = 500;
const compiled = new Map<string, Cached>();

function remember(workspaceId: string, entry: Cached) {
  compiled.delete(workspaceId);
  compiled.set(workspaceId, entry);
  if (compiled.size > CACHED_WORKSPACES) {
    const [oldest] = compiled.keys();
    if (oldest !== undefined) compiled.delete(oldest);
  }
}

export async function activeRules(db: Queryable, workspaceId: string): Promise<readonly CompiledRule[]> {
  const version = await rulesVersion(db, workspaceId);
  const cached = compiled.get(workspaceId);
  if (cached?.version === version) {
    remember(workspaceId, cached);
    return cached.rules;
  }
  // Read after the version: a rule written in between makes the cached version older than the rules, and the
  // next call reads them again; never the other way round.
  const rows = await listActiveRules(db, workspaceId);
  const rules = runOrder(rows.map((row) => compileRule(toRule(row))));
  remember(workspaceId, { version, rules });
  return rules;
}
