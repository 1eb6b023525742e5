// Rules on an entry a person (or a program through the API) writes: they fill only what was left empty (no
// category for an expense or incoming, no labels, no note, not excluded from stats) and never change what
// was given. The entry form asks the same thing first (POST /api/rules/preview/{type}) to say "category from
// rule Groceries" before the entry is saved.
import {
  type EntryBody,
  RULE_CHANGE_FIELDS,
  type RuleChangeField,
  type RuleEntryPreview,
  type RuleFill,
  toCents,
} from '@bc/api';
import { DEBIT_CATEGORY_ID, type EntryType, SAVING_CATEGORY_ID, TRANSFER_CATEGORY_ID } from '@bc/domain';
import type { Queryable } from '../db/database.ts';
import { applyRules } from './engine/apply.ts';
import type { CompiledRule } from './engine/compile.ts';
import type { RuleSubject } from './engine/subject.ts';
import { entryRuleContext } from './rules-sql.ts';
import { activeRules } from './workspace-rules.ts';

/** The body as the rules left it, and which rule filled each field (entries.rule_fields). */
export type FilledEntry = {
  body: EntryBody;
  ruleFields: Partial<Record<RuleChangeField, number>>;
  filledBy: RuleFill[];
};

/** The category a type always has; expenses and incoming have the person's (or a rule's). */
const FIXED_CATEGORY: Partial<Record<EntryType, number>> = {
  debit: DEBIT_CATEGORY_ID,
  transfer: TRANSFER_CATEGORY_ID,
  saving: SAVING_CATEGORY_ID,
};

const chosenId = (id: number | null | undefined) => (typeof id === 'number' && id > 0 ? id : null);

/** The body's labels given by id (new ones, given by name, are no rule's to match). */
const labelIdsOf = (body: EntryBody) =>
  (body.labels ?? []).flatMap((label) => (typeof label.name === 'number' ? [label.name] : []));

function dayOf(dateTime: string | null | undefined, now: Date): string {
  const date = dateTime ? new Date(dateTime) : now;
  return (Number.isNaN(date.getTime()) ? now : date).toISOString().slice(0, 10);
}

function amountCentsOf(amount: number | null | undefined): number {
  return typeof amount === 'number' && Number.isFinite(amount) ? toCents(amount) : 0;
}

/**
 * Fields a new entry's body fills itself, which rules leave alone: the ones the person gave, and those a
 * new entry has no place for (a payee other than a debit's, its type, a transfer's target).
 */
function givenFields(body: EntryBody, subject: RuleSubject): Set<RuleChangeField> {
  const given = new Set<RuleChangeField>(['payee', 'type', 'transfer_wallet']);
  if (subject.categoryId !== null) given.add('category');
  if ((body.labels ?? []).length > 0) given.add('labels');
  if (subject.note) given.add('note');
  if (subject.excludeFromStats) given.add('exclude_from_stats');
  return given;
}

/** The rules' answer for a body (not yet checked: a draft of the form may lack anything). */
export function fillFromRules(
  rules: readonly CompiledRule[],
  type: EntryType,
  body: EntryBody,
  context: { currency: string | null; payee: string | null },
  now: Date,
): FilledEntry {
  const subject: RuleSubject = {
    payee: type === 'debit' ? (typeof body.payee_id === 'string' ? body.payee_id : context.payee) : null,
    bankText: null,
    note: body.note?.trim() || null,
    amountCents: amountCentsOf(body.amount),
    walletId: chosenId(body.account_id),
    categoryId: FIXED_CATEGORY[type] ?? chosenId(body.category_id),
    labelIds: labelIdsOf(body),
    type,
    currency: context.currency,
    date: dayOf(body.date_time, now),
    excludeFromStats: body.exclude_from_stats ?? false,
    transferWalletId: type === 'transfer' ? chosenId(body.transfer_id) : null,
  };
  const { result, setBy } = applyRules(rules, subject, { keep: givenFields(body, subject) });
  const filled = RULE_CHANGE_FIELDS.filter((field) => setBy[field] !== undefined);
  const filledBody: EntryBody = { ...body };
  for (const field of filled) {
    if (field === 'category') filledBody.category_id = result.categoryId;
    if (field === 'labels') filledBody.labels = result.labelIds.map((id) => ({ name: id }));
    if (field === 'note') filledBody.note = result.note;
    if (field === 'exclude_from_stats') filledBody.exclude_from_stats = result.excludeFromStats;
  }
  return {
    body: filledBody,
    ruleFields: setBy,
    filledBy: filled.map((field) => ({
      field,
      rule_id: setBy[field] as number,
      rule_name: rules.find((rule) => rule.id === setBy[field])?.name ?? '',
    })),
  };
}

/**
 * A new entry's body with what the workspace's active rules fill; reads only the rules' version when the
 * workspace has no rules (or they are cached) and nothing more when it has none.
 */
export async function fillNewEntry(
  db: Queryable,
  workspaceId: string,
  type: EntryType,
  body: EntryBody,
  now: Date,
): Promise<FilledEntry> {
  const rules = await activeRules(db, workspaceId);
  if (rules.length === 0) return { body, ruleFields: {}, filledBy: [] };
  const payeeId = type === 'debit' && typeof body.payee_id === 'number' ? body.payee_id : null;
  const context = await entryRuleContext(db, workspaceId, chosenId(body.currency_id), payeeId);
  return fillFromRules(rules, type, body, context, now);
}

/** POST /api/rules/preview/{type}: what saving this draft would let the rules fill. */
export async function previewEntryRules(
  db: Queryable,
  workspaceId: string,
  type: EntryType,
  body: EntryBody,
): Promise<RuleEntryPreview> {
  const { body: filled, filledBy } = await fillNewEntry(db, workspaceId, type, body, new Date());
  return {
    category_id: chosenId(filled.category_id),
    labels: labelIdsOf(filled),
    note: filled.note?.trim() || null,
    exclude_from_stats: filled.exclude_from_stats ?? false,
    filled_by: filledBy,
  };
}
