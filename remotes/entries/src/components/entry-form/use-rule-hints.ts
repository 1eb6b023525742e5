import type { RuleEntryPreview, RuleFill } from '@bc/api';
import { useLabels } from '@bc/ui/ledger';
import { useTranslation } from 'react-i18next';
import type { DetailsFromRules } from './details-fields.tsx';

/** The fill of each field, by the last rule that set it (the last writer wins). */
export type RuleFills = Partial<Record<RuleFill['field'], RuleFill>>;

/** What the workspace's rules would fill in an entry's empty fields, and which rule fills each. */
export interface EntryRulesPreview {
  preview: RuleEntryPreview | null;
  filled: RuleFills;
}

export const NO_RULES_PREVIEW: EntryRulesPreview = { preview: null, filled: {} };

/** The answer of a rules preview, each field with the last rule that filled it. */
export function rulesPreviewOf(preview: RuleEntryPreview): EntryRulesPreview {
  const filled: RuleFills = {};
  for (const fill of preview.filled_by) filled[fill.field] = fill;
  return { preview, filled };
}

export interface RuleHints {
  /** The category a rule gives the entry, shown in the picker while the person chooses none. */
  category: { id: number; hint: string } | null;
  details: DetailsFromRules;
}

/**
 * What the entry form says of a rules preview: "Category from rule “Groceries”" with the category it gives, and
 * likewise for the labels (named), the note (its text) and the exclusion from stats.
 */
export function useRuleHints({ preview, filled }: EntryRulesPreview): RuleHints {
  const { t } = useTranslation('entries');
  const labels = useLabels('all');
  if (!preview) return { category: null, details: {} };
  const labelNames = preview.labels
    .map((id) => labels.data?.find((label) => label.id === id)?.name)
    .filter((name): name is string => name !== undefined);
  return {
    category:
      filled.category && preview.category_id !== null
        ? {
            id: preview.category_id,
            hint: t('form.fromRule.category', { rule: filled.category.rule_name }),
          }
        : null,
    details: {
      labels:
        filled.labels && labelNames.length > 0
          ? t('form.fromRule.labels', { rule: filled.labels.rule_name, labels: labelNames.join(', ') })
          : undefined,
      note:
        filled.note && preview.note
          ? { hint: t('form.fromRule.note', { rule: filled.note.rule_name }), value: preview.note }
          : undefined,
      excludeFromStats:
        filled.exclude_from_stats && preview.exclude_from_stats
          ? t('form.fromRule.excludeFromStats', { rule: filled.exclude_from_stats.rule_name })
          : undefined,
    },
  };
}
