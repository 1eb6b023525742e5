// Rules learned from the person's own filing, and asked about (issue 25): when a payee gets the same category
// by hand for the third time in its last five entries, and no rule files it so already, the app proposes
// "payee is X -> category Y". Accepted, it is posted as an ordinary rule; declined, never asked again.
import {
  RULE_CONDITION_TEXT_MAX,
  RULE_NAME_MAX,
  type RuleBody,
  type RuleProposal,
  type RuleProposalDismissal,
} from '@bc/api';
import type { Queryable } from '../db/database.ts';
import { isUuid } from '../db/uuid.ts';
import { applyRules } from './engine/apply.ts';
import { foldText } from './engine/subject.ts';
import { historySubject } from './history-run.ts';
import { insertDismissal, payeeFiling } from './learned-rules-sql.ts';
import { readHistoryEntry } from './rule-runs-sql.ts';
import { activeRules } from './workspace-rules.ts';

/** The payee's last entries looked at, and how many of them with the same category make a habit. */
const RECENT_ENTRIES = 5;
const HABIT = 3;

/** The rule proposed: the payee as written, or its beginning when it is longer than a condition holds. */
function proposedRule(payee: string, categoryId: number): RuleBody {
  const text = payee.trim();
  const condition =
    text.length <= RULE_CONDITION_TEXT_MAX
      ? { field: 'payee' as const, op: 'is' as const, value: text }
      : {
          field: 'payee' as const,
          op: 'starts_with' as const,
          value: text.slice(0, RULE_CONDITION_TEXT_MAX),
        };
  return {
    name: text.slice(0, RULE_NAME_MAX),
    stage: 'normal',
    active: true,
    conditions: { all: [condition] },
    actions: [{ type: 'set_category', value: categoryId }],
  };
}

/** GET /api/rules/proposal?entry_uuid=: asked after the person filed an entry by hand. */
export async function proposalFor(
  db: Queryable,
  workspaceId: string,
  entryUuid: string,
): Promise<RuleProposal> {
  const none = { proposal: null };
  if (!isUuid(entryUuid)) return none;
  const filing = await payeeFiling(db, workspaceId, entryUuid, RECENT_ENTRIES, foldText);
  if (!filing?.payee || !filing.category_by_hand || filing.dismissed) return none;
  if (filing.type !== 'expense' && filing.type !== 'income') return none;
  const same = filing.recent.filter((entry) => entry.by_hand && entry.category_id === filing.category_id);
  // Exactly the third time: the fourth is not asked again (the person said nothing, or declined).
  if (same.length !== HABIT) return none;
  const rule = proposedRule(filing.payee, filing.category_id);
  // A rule that files the entry so already (the person put back what it set): nothing to learn.
  const [rules, entry] = await Promise.all([
    activeRules(db, workspaceId),
    readHistoryEntry(db, workspaceId, entryUuid),
  ]);
  if (!entry) return none;
  const { result } = applyRules(rules, { ...historySubject(entry), categoryId: null }, { keep: new Set() });
  if (result.categoryId === filing.category_id) return none;
  return { proposal: { payee: filing.payee, category_id: filing.category_id, rule } };
}

/** POST /api/rules/proposal/dismissals */
export async function dismissProposal(db: Queryable, workspaceId: string, body: RuleProposalDismissal) {
  await insertDismissal(db, workspaceId, foldText(body.payee), body.category_id);
}
