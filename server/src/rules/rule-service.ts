// Rules (issue 25): written and read by the workspace's members (viewers read), ordered by the person. The
// contract's schema checks a rule's shape; here, that what it names (wallets, labels, sub-categories) is the
// workspace's, with the path of each unknown id.
import {
  isRuleCondition,
  type Rule,
  type RuleBody,
  type RuleList,
  type RuleNode,
  type RuleOrderBody,
} from '@bc/api';
import type { Database, Queryable } from '../db/database.ts';
import { notFound, unprocessable } from '../http/errors.ts';
import {
  deleteRule,
  findRule,
  insertRule,
  knownReferences,
  listRules,
  lockRuleIds,
  type RuleRow,
  setRuleOrder,
  updateRule,
} from './rules-sql.ts';

const ruleNotFound = () => notFound('Rule not found');

export function toRule(row: RuleRow): Rule {
  return {
    name: row.name,
    stage: row.stage,
    active: row.active,
    conditions: row.conditions as Rule['conditions'],
    actions: row.actions,
    id: Number(row.id),
    position: row.position,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

type Reference = { kind: 'wallets' | 'labels' | 'categories'; id: number; path: string };

const KIND_OF_FIELD = { wallet: 'wallets', label: 'labels', category: 'categories' } as const;
const KIND_OF_ACTION = {
  set_category: 'categories',
  add_label: 'labels',
  remove_label: 'labels',
  transfer_to_wallet: 'wallets',
} as const;

/** Every id a rule names, with the path the error would name. */
function referencesOf(body: RuleBody): Reference[] {
  const found: Reference[] = [];
  const walk = (node: RuleNode, path: string) => {
    if (isRuleCondition(node)) {
      if (!(node.field in KIND_OF_FIELD)) return;
      const kind = KIND_OF_FIELD[node.field as keyof typeof KIND_OF_FIELD];
      const { value } = node as { value: number | number[] };
      if (!Array.isArray(value)) found.push({ kind, id: value, path: `${path}.value` });
      else
        for (const [index, id] of value.entries()) found.push({ kind, id, path: `${path}.value.${index}` });
      return;
    }
    const [key, members] = node.all ? ['all', node.all] : ['any', node.any ?? []];
    for (const [index, member] of members.entries()) walk(member, `${path}.${key}.${index}`);
  };
  walk(body.conditions, 'conditions');
  body.actions.forEach((action, index) => {
    if (action.type in KIND_OF_ACTION) {
      const kind = KIND_OF_ACTION[action.type as keyof typeof KIND_OF_ACTION];
      found.push({ kind, id: action.value as number, path: `actions.${index}.value` });
    }
  });
  return found;
}

async function checkReferences(db: Queryable, workspaceId: string, body: RuleBody) {
  const references = referencesOf(body);
  if (references.length === 0) return;
  const idsOf = (kind: Reference['kind']) => references.flatMap((ref) => (ref.kind === kind ? [ref.id] : []));
  const known = await knownReferences(db, workspaceId, {
    wallets: idsOf('wallets'),
    labels: idsOf('labels'),
    categories: idsOf('categories'),
  });
  const messages = {
    wallets: 'Wallet not found',
    labels: 'Label not found',
    categories: 'Category not found',
  };
  const problems = Object.fromEntries(
    references.filter((ref) => !known[ref.kind].has(ref.id)).map((ref) => [ref.path, messages[ref.kind]]),
  );
  if (Object.keys(problems).length > 0) throw unprocessable('The rule is invalid', problems);
}

export async function listWorkspaceRules(db: Queryable, workspaceId: string): Promise<RuleList> {
  return { data: (await listRules(db, workspaceId)).map(toRule) };
}

export async function getRule(db: Queryable, workspaceId: string, id: number): Promise<Rule> {
  const row = await findRule(db, workspaceId, id);
  if (!row) throw ruleNotFound();
  return toRule(row);
}

export async function createRule(db: Database, workspaceId: string, body: RuleBody): Promise<Rule> {
  await checkReferences(db, workspaceId, body);
  return toRule(await insertRule(db, workspaceId, body));
}

export async function editRule(db: Database, workspaceId: string, id: number, body: RuleBody): Promise<Rule> {
  await checkReferences(db, workspaceId, body);
  const row = await updateRule(db, workspaceId, id, body);
  if (!row) throw ruleNotFound();
  return toRule(row);
}

export async function removeRule(db: Database, workspaceId: string, id: number) {
  if (!(await deleteRule(db, workspaceId, id))) throw ruleNotFound();
}

/** PATCH /api/rules/order: every rule of the workspace, each once, in the order they should run. */
export async function orderRules(db: Database, workspaceId: string, body: RuleOrderBody): Promise<RuleList> {
  return db.transaction(async (tx) => {
    const ids = await lockRuleIds(tx, workspaceId);
    const unknown = body.ids.findIndex((id) => !ids.has(id));
    if (unknown >= 0) throw unprocessable('The order is invalid', { [`ids.${unknown}`]: 'Rule not found' });
    if (body.ids.length !== ids.size)
      throw unprocessable('The order is invalid', { ids: 'List every rule of the workspace once' });
    await setRuleOrder(tx, workspaceId, body.ids);
    return { data: (await listRules(tx, workspaceId)).map(toRule) };
  });
}
