import type { ActivityItem, ActivityValue } from '@bc/api';
import { ENTRY_TYPES } from '@bc/domain';
import { useHideAmounts } from '@bc/session';
import { useReferenceNames } from '@bc/ui';
import { formatDate, MASKED_AMOUNT, numberFormat } from '@bc/ui/format';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Fields whose values are money as decimal text ("-12.00"). */
const MONEY_FIELDS = new Set(['amount', 'opening_balance', 'installment_value', 'voucher_value', 'target']);
/** A day (yyyy-mm-dd) or a moment (ISO 8601) as the server writes them. */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}(:?\d{2})?)?)?$/;
const EMPTY = '—';

/** How the record reads in the interface language: one sentence an item, and each changed field. */
export interface ActivityText {
  /** "Anna added an expense", "Marco changed amount from 12.00 to 21.00", "The system added ...". */
  headline: (item: ActivityItem) => string;
  /** What the thing was, for a glance: "-12.00 · Groceries · Weekly shop", or its name. */
  facts: (item: ActivityItem) => string[];
  /** Who did it: the member, the system, or a member who has since left. */
  who: (item: ActivityItem) => string;
  field: (name: string) => string;
  value: (item: ActivityItem, field: string, value: ActivityValue) => string;
  /** The moment of the record in the reader's language and time zone. */
  when: (item: ActivityItem) => string;
}

const after = (item: ActivityItem, field: string): ActivityValue =>
  item.changes[field]?.[1] ?? item.changes[field]?.[0] ?? null;

const isEntryType = (value: ActivityValue): value is (typeof ENTRY_TYPES)[number] =>
  typeof value === 'string' && (ENTRY_TYPES as readonly string[]).includes(value);

export function useActivityText(): ActivityText {
  const { t, i18n } = useTranslation('settings');
  const { t: tc } = useTranslation('common');
  const names = useReferenceNames();
  const [amountsHidden] = useHideAmounts();
  const language = i18n.language;
  return useMemo(() => {
    const money = numberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const list = new Intl.ListFormat(language, { type: 'unit' });

    const field = (name: string) => t(`activity.fields.${name}`, { defaultValue: name.replaceAll('_', ' ') });

    const value = (item: ActivityItem, name: string, raw: ActivityValue): string => {
      if (raw === null || raw === '') return EMPTY;
      if (Array.isArray(raw)) return raw.length === 0 ? EMPTY : list.format(raw);
      if (typeof raw === 'boolean') return raw ? tc('yes') : tc('no');
      const text = String(raw);
      if (MONEY_FIELDS.has(name)) {
        if (amountsHidden) return MASKED_AMOUNT;
        const amount = Number(text);
        return Number.isFinite(amount) ? money.format(amount) : text;
      }
      switch (name) {
        case 'category':
          return names.subCategory({ slug: text, custom: false });
        case 'payment_type':
          return names.paymentType(text);
        case 'role':
          return t(`workspaces.roles.${text}`, { defaultValue: text });
        case 'type':
          if (item.object.type === 'entry' && isEntryType(text)) return t(`activity.entryTypes.${text}`);
          if (item.object.type === 'wallet') return names.walletType(text);
          return text;
      }
      return ISO_DATE.test(text) ? formatDate(text, language, 'dayTime') : text;
    };

    const who = (item: ActivityItem) =>
      item.actor?.name || t(item.via === 'job' ? 'activity.system' : 'activity.formerMember');

    const thing = (item: ActivityItem) => {
      const type = after(item, 'type');
      return item.object.type === 'entry' && isEntryType(type)
        ? t(`activity.things.${type}`)
        : t(`activity.things.${item.object.type}`);
    };

    const headline = (item: ActivityItem) => {
      const person = who(item);
      const fields = Object.keys(item.changes);
      if (item.action === 'update' && fields.length === 1) {
        const [name = ''] = fields;
        const [before = null, now = null] = item.changes[name] ?? [];
        return t('activity.sentence.changedField', {
          who: person,
          field: field(name),
          before: value(item, name, before),
          after: value(item, name, now),
        });
      }
      const verb = item.action === 'create' && item.via === 'import' ? 'import' : item.action;
      return t(`activity.sentence.${verb}`, { who: person, thing: thing(item) });
    };

    const facts = (item: ActivityItem) => {
      if (item.object.type !== 'entry') return item.object.name ? [item.object.name] : [];
      if (item.action === 'update') return [];
      return (['amount', 'category', 'note'] as const)
        .map((name) => ({ name, raw: after(item, name) }))
        .filter(({ raw }) => raw !== null && raw !== '')
        .map(({ name, raw }) => value(item, name, raw));
    };

    const when = (item: ActivityItem) => formatDate(item.at, language, 'dayTime');

    return { headline, facts, who, field, value, when };
  }, [t, tc, names, amountsHidden, language]);
}
