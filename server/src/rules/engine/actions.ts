// What a rule's actions do to a subject, and which fields each one writes (so a field the caller keeps
// stops the actions that would write it).
import { RULE_NOTE_MAX, type RuleAction, type RuleActionType, type RuleChangeField } from '@bc/api';
import type { RuleSubject } from './subject.ts';

/** The fields each action writes: marking a transfer changes the type as well as the target wallet. */
const ACTION_WRITES: Readonly<Record<RuleActionType, readonly RuleChangeField[]>> = {
  set_category: ['category'],
  set_payee: ['payee'],
  add_label: ['labels'],
  remove_label: ['labels'],
  set_note: ['note'],
  append_note: ['note'],
  exclude_from_stats: ['exclude_from_stats'],
  transfer_to_wallet: ['type', 'transfer_wallet'],
};

/**
 * The note with `text` at its end, added once: a run on history goes over entries the rule already changed
 * and must not add the same words again. A note that would outgrow what an entry holds stays as it is
 * rather than losing its end.
 */
function appendedNote(note: string | null, text: string): string {
  if (!note?.trim()) return text;
  if (note.endsWith(text)) return note;
  const appended = `${note} ${text}`;
  return appended.length > RULE_NOTE_MAX ? note : appended;
}

function runAction(subject: RuleSubject, action: RuleAction): RuleSubject {
  switch (action.type) {
    case 'set_category':
      return { ...subject, categoryId: action.value };
    case 'set_payee':
      return { ...subject, payee: action.value };
    case 'add_label':
      return subject.labelIds.includes(action.value)
        ? subject
        : { ...subject, labelIds: [...subject.labelIds, action.value] };
    case 'remove_label':
      return { ...subject, labelIds: subject.labelIds.filter((id) => id !== action.value) };
    case 'set_note':
      return { ...subject, note: action.value === '' ? null : action.value };
    case 'append_note':
      return { ...subject, note: appendedNote(subject.note, action.value) };
    case 'exclude_from_stats':
      return { ...subject, excludeFromStats: action.value };
    case 'transfer_to_wallet':
      // A wallet does not transfer to itself: the entry stays what it is.
      return action.value === subject.walletId
        ? subject
        : { ...subject, type: 'transfer', transferWalletId: action.value };
  }
}

/** The subject after a rule's actions, in their order, each skipped when it would write a kept field. */
export function runActions(
  subject: RuleSubject,
  actions: readonly RuleAction[],
  kept: ReadonlySet<RuleChangeField>,
): RuleSubject {
  let result = subject;
  for (const action of actions) {
    if (ACTION_WRITES[action.type].some((field) => kept.has(field))) continue;
    result = runAction(result, action);
  }
  return result;
}
