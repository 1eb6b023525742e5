import type { ImportPreview, ImportPreviewRow } from '@bc/api';
import { Link, paths } from '@bc/router';
import type { SelectOptionGroup } from '@bc/ui';
import { Amount, useFormatDate } from '@bc/ui/format';
import { useWallets } from '@bc/ui/ledger';
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, type ReactNode, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNarrowScreen } from '../../../components/use-narrow-screen.ts';
import {
  accountLabel,
  categoryRule,
  decimalCents,
  isKept,
  type PreviewItem,
  rowCategory,
  ruleStartOf,
  transferRule,
} from '../preview-rows.ts';
import type { RowChange, RowChanges } from '../read-choices.ts';

export interface ImportRowsProps {
  preview: ImportPreview;
  items: readonly PreviewItem[];
  changes: RowChanges;
  onChange: (line: number, change: RowChange) => void;
  /** The currency of a statement's amounts when a row does not say it. */
  currencyOf: (statement: number) => string;
  categories: readonly SelectOptionGroup[] | null;
  /** No changes while the import runs. */
  disabled?: boolean;
}

const COLUMNS = ['keep', 'date', 'amount', 'payee', 'note', 'category', 'status'] as const;

/**
 * Every row of the file before anything is written: date, amount, payee, note, the category it will get (a
 * select per row), whether it is a duplicate or has a problem, and a checkbox to leave it out. Only the rows
 * on screen are in the page (a 100,000-row file scrolls as a short one does): the table says how many rows it
 * has and each row its place. On a phone each row is a card of two lines and a select, with no sideways
 * scrolling.
 */
export function ImportRows({
  preview,
  items,
  changes,
  onChange,
  currencyOf,
  categories,
  disabled = false,
}: ImportRowsProps) {
  const { t } = useTranslation('entries');
  const narrow = useNarrowScreen();
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scroller.current,
    estimateSize: (index) => (items[index]?.kind === 'statement' ? 44 : narrow ? 108 : 52),
    getItemKey: (index) => {
      const item = items[index];
      return item?.kind === 'row' ? item.row.line : `statement-${item?.statement ?? index}`;
    },
    overscan: 6,
  });
  // A row's height changes between the table and the cards: every row is measured again.
  const measuredAs = useRef(narrow);
  useLayoutEffect(() => {
    if (measuredAs.current === narrow) return;
    measuredAs.current = narrow;
    virtualizer.measure();
  });

  return (
    <div ref={scroller} className="bc-import-rows-scroll">
      <table
        className="bc-import-rows"
        data-layout={narrow ? 'cards' : 'table'}
        aria-label={t('import.rows.label')}
        aria-rowcount={items.length + 1}
      >
        <thead className={narrow ? 'bc-visually-hidden' : undefined}>
          <tr className="bc-import-row" aria-rowindex={1}>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className={`bc-import-cell-${column}`}>
                {/* The checkboxes' column is narrower than its name: the name is for screen readers. */}
                {column === 'keep' ? (
                  <span className="bc-visually-hidden">{t(`import.rows.columns.${column}`)}</span>
                ) : (
                  t(`import.rows.columns.${column}`)
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((virtual) => {
            const item = items[virtual.index];
            if (!item) return null;
            if (item.kind === 'statement') {
              const statement = preview.statements[item.statement];
              return (
                <tr
                  key={virtual.key}
                  ref={virtualizer.measureElement}
                  className="bc-import-statement-row"
                  data-index={virtual.index}
                  aria-rowindex={virtual.index + 2}
                  style={{ transform: `translateY(${virtual.start}px)` }}
                >
                  <th scope="rowgroup" colSpan={COLUMNS.length}>
                    {t('import.rows.statement', {
                      account:
                        (statement && accountLabel(statement)) ??
                        t('import.statement.numbered', { number: item.statement + 1 }),
                      count: statement?.rows.length ?? 0,
                    })}
                  </th>
                </tr>
              );
            }
            return (
              <PreviewRow
                key={virtual.key}
                index={virtual.index}
                start={virtual.start}
                measure={virtualizer.measureElement}
                row={item.row}
                change={changes.get(item.row.line)}
                currency={item.row.currency ?? currencyOf(item.statement)}
                categories={categories}
                onChange={onChange}
                disabled={disabled}
              />
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

interface PreviewRowProps {
  /** Its place in the list, and where it is drawn. */
  index: number;
  start: number;
  measure: (element: Element | null) => void;
  row: ImportPreviewRow;
  change: RowChange | undefined;
  currency: string;
  categories: readonly SelectOptionGroup[] | null;
  onChange: (line: number, change: RowChange) => void;
  disabled: boolean;
}

const PreviewRow = memo(function PreviewRow({
  index,
  start,
  measure,
  row,
  change,
  currency,
  categories,
  onChange,
  disabled,
}: PreviewRowProps) {
  const { t } = useTranslation('entries');
  const formatDate = useFormatDate();
  const cents = decimalCents(row.amount);
  const kept = isKept(row, change);
  const problem = row.problems.length > 0;
  const category = rowCategory(row, change);
  const rule = categoryRule(row, change);
  const transfer = transferRule(row);
  const wallets = useWallets('all');
  const transferWallet = transfer && wallets.data?.find((wallet) => wallet.id === transfer.walletId)?.name;
  const fieldName = (field: string) => t(`import.rows.fields.${field}`, { defaultValue: field });
  const marks: ReactNode[] = [];
  if (problem)
    marks.push(
      <span key="problem" className="bc-badge bc-import-badge-problem">
        {t('import.rows.problem')}
      </span>,
    );
  if (row.duplicate)
    marks.push(
      <span key="duplicate" className="bc-badge bc-import-badge-duplicate">
        {t('import.rows.duplicate')}
      </span>,
    );
  return (
    <tr
      ref={measure}
      className="bc-import-row"
      data-index={index}
      aria-rowindex={index + 2}
      data-kept={kept}
      data-problem={problem || undefined}
      style={{ transform: `translateY(${start}px)` }}
    >
      <td className="bc-import-cell-keep">
        <input
          type="checkbox"
          aria-label={t('import.rows.keep', { line: row.line })}
          checked={kept}
          disabled={disabled || problem || row.duplicate}
          onChange={(event) => onChange(row.line, { ...change, keep: event.target.checked })}
        />
      </td>
      <td className="bc-import-cell-date">{row.date ? formatDate(row.date) : '—'}</td>
      <td className="bc-import-cell-amount">
        {cents === null ? (
          (row.amount ?? '—')
        ) : (
          <Amount cents={cents} currency={currency} type={cents < 0 ? 'expenses' : 'incoming'} />
        )}
      </td>
      <td className="bc-import-cell-payee">{row.payee ?? ''}</td>
      <td className="bc-import-cell-note">{row.note ?? ''}</td>
      <td className="bc-import-cell-category">
        <select
          aria-label={t('import.rows.category', { line: row.line })}
          value={String(category)}
          disabled={disabled || problem || row.duplicate || !categories}
          onChange={(event) => onChange(row.line, { ...change, categoryId: Number(event.target.value) })}
        >
          {categories?.map((group) => (
            <optgroup key={group.label} label={group.label}>
              {group.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </optgroup>
          )) ?? <option value={String(category)}>{t('import.rows.loadingCategories')}</option>}
        </select>
        {rule && <span className="bc-import-rule">{t('import.rows.categoryFromRule', { rule })}</span>}
      </td>
      <td className="bc-import-cell-status">
        {marks}
        {transfer && (
          <span className="bc-import-rule">
            {t(transfer.out ? 'import.rows.transferTo' : 'import.rows.transferFrom', {
              wallet: transferWallet ?? '…',
              rule: transfer.rule,
            })}
          </span>
        )}
        {row.payee && (
          // A rule that files this payee under the category the row gets, to be finished in the rule form.
          <Link
            className="bc-import-rule-link"
            to={paths.settings.ruleAdd.getHref(ruleStartOf(row.payee, category))}
            aria-label={t('import.rows.newRuleFrom', { line: row.line, payee: row.payee })}
          >
            {t('import.rows.newRule')}
          </Link>
        )}
        {problem && (
          <span className="bc-import-problem">
            {row.problems
              .map((each) =>
                t('import.rows.problemOf', { field: fieldName(each.field), message: each.message }),
              )
              .join(' ')}
          </span>
        )}
      </td>
    </tr>
  );
});
