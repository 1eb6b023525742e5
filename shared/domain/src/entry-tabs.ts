// An entry type has two spellings. The API's paths (`api/entry/{type}`) and the stored rows say `expense` and
// `income`; the entry form's tabs, request bodies and every read-back say `expenses` and `incoming`. This
// module is the one map between the two, and the rules that follow a tab.

/** Entry types as the API spells them in paths. */
export const ENTRY_TYPES = ['expense', 'income', 'transfer', 'debit', 'saving'] as const;
export type EntryType = (typeof ENTRY_TYPES)[number];

export const isEntryType = (value: string): value is EntryType =>
  (ENTRY_TYPES as readonly string[]).includes(value);

/** The same types as the form's tabs name them: what bodies carry in `type` and read-backs answer. */
export const ENTRY_TABS = ['expenses', 'incoming', 'transfer', 'debit', 'saving'] as const;
export type EntryTab = (typeof ENTRY_TABS)[number];

const TAB_OF_TYPE: Record<EntryType, EntryTab> = {
  expense: 'expenses',
  income: 'incoming',
  transfer: 'transfer',
  debit: 'debit',
  saving: 'saving',
};

const TYPE_OF_TAB = Object.fromEntries(ENTRY_TYPES.map((type) => [TAB_OF_TYPE[type], type])) as Record<
  EntryTab,
  EntryType
>;

export const entryTabOf = (type: EntryType): EntryTab => TAB_OF_TYPE[type];

/** The type a tab stands for, as paths and the ledger rules spell it. */
export const entryTypeOfTab = (tab: EntryTab): EntryType => TYPE_OF_TAB[tab];

/** The type a tab name or a path name (`expenses` or `expense`) stands for; null for anything else. */
export function entryTypeNamed(name: string | null | undefined): EntryType | null {
  if (!name) return null;
  if (isEntryType(name)) return name;
  return (ENTRY_TABS as readonly string[]).includes(name) ? TYPE_OF_TAB[name as EntryTab] : null;
}

/** The kinds of category an entry can be filed under. */
export type EntryCategoryKind = 'expenses' | 'incoming' | 'investments';

/**
 * The categories a tab's category select lists: an expense may be an investment too. Other tabs have no
 * category to choose (transfer and debit take none, a saving takes the fixed saving sub-category).
 */
export const CATEGORY_KINDS_OF_TAB: Readonly<Partial<Record<EntryTab, readonly EntryCategoryKind[]>>> = {
  expenses: ['expenses', 'investments'],
  incoming: ['incoming'],
};

/** Whether the user files an entry of this tab under a category of their choice. */
export const choosesCategory = (tab: EntryTab): boolean => CATEGORY_KINDS_OF_TAB[tab] !== undefined;
