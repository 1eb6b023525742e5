import { type EntryBody, type RuleEntryPreview, ruleEntryPreviewSchema } from '@bc/api';
import { choosesCategory, type EntryTab, entryTypeOfTab } from '@bc/domain';
import { http, useOnline } from '@bc/session';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  type EntryRulesPreview,
  NO_RULES_PREVIEW,
  rulesPreviewOf,
} from '../../../components/entry-form/use-rule-hints.ts';
import { ruleKeys } from '../../../components/rule-proposal/rule-keys.ts';
import { useDebouncedValue } from '../../../components/use-debounced-value.ts';

/** How long the form waits after the last keystroke before it asks what the rules would fill. */
export const RULE_PREVIEW_DELAY_MS = 400;

/**
 * POST /api/rules/preview/{type} with the body the form would save: what the workspace's rules would fill in the
 * fields left empty (category, labels, note, exclusion from stats), and which rule fills which.
 */
export async function previewEntryRules(
  tab: EntryTab,
  body: EntryBody,
  signal?: AbortSignal,
): Promise<RuleEntryPreview> {
  return http()
    .post(`api/rules/preview/${entryTypeOfTab(tab)}`, { json: body, ...(signal && { signal }) })
    .json(ruleEntryPreviewSchema);
}

/**
 * What rules read of an entry: the preview is asked again only when one of these changes (ticking Confirmed
 * or changing the payment type asks nothing).
 */
export function ruleSubject(body: EntryBody) {
  const { type, amount, account_id, note, date_time, currency_id, labels, category_id } = body;
  return { type, amount, account_id, note, date_time, currency_id, labels, category_id };
}

/** A category, labels or a note left empty: something a rule may still fill. */
export const leavesSomethingToRules = (body: EntryBody): boolean =>
  !body.category_id || (body.labels?.length ?? 0) === 0 || !body.note;

export const entryRulesPreviewOptions = (tab: EntryTab, body: EntryBody) =>
  queryOptions({
    queryKey: [...ruleKeys.all, 'preview', tab, ruleSubject(body)],
    // A newer draft makes this one unused: react-query aborts its request through the signal.
    queryFn: ({ signal }) => previewEntryRules(tab, body, signal),
    staleTime: 60_000,
    gcTime: 60_000,
    refetchOnWindowFocus: false,
    retry: false,
  });

/**
 * What the rules would fill in a new expense or income being written (`draft`, null until the person changes
 * something), asked RULE_PREVIEW_DELAY_MS after the last change of what rules read, only while something is left
 * for them and the browser is online. The last answer stays while the next is asked, so hints do not flicker.
 */
export function useEntryRulesPreview(tab: EntryTab, draft: EntryBody | null): EntryRulesPreview {
  const online = useOnline();
  // Another draft with the same subject has the same key: react-query answers it from the cache.
  const asked = useDebouncedValue(draft, RULE_PREVIEW_DELAY_MS);
  // A form started afresh (draft null) or another tab shows nothing of the answer before.
  const enabled =
    online &&
    choosesCategory(tab) &&
    draft !== null &&
    asked !== null &&
    asked.type === draft.type &&
    leavesSomethingToRules(asked);
  const query = useQuery({
    ...entryRulesPreviewOptions(tab, asked ?? {}),
    enabled,
    placeholderData: keepPreviousData,
  });
  return enabled && query.data ? rulesPreviewOf(query.data) : NO_RULES_PREVIEW;
}
