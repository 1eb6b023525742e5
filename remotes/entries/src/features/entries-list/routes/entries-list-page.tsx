import type { Entry, Paginated } from '@bc/api';
import { useLocation, useSearchParams } from '@bc/router';
import { ConfirmDialog, EmptyState, PageHeader, QueryState, Toasts, useFlash } from '@bc/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteEntry } from '../../../components/delete-entry.ts';
import { useEntriesMenu } from '../../../components/entries-menu.ts';
import { EntryList } from '../../../components/entry-list/entry-list.tsx';
import { Pagination } from '../../../components/entry-list/pagination.tsx';
import { ExportCsvButton } from '../../../components/export/export-csv-button.tsx';
import { type HandedFlashState, handedFlash } from '../../../components/handed-flash.ts';
import { RefusedWrites } from '../../../components/offline-writes/refused-writes.tsx';
import {
  type PendingEntries,
  usePendingEntries,
} from '../../../components/offline-writes/use-pending-entries.ts';
import {
  handedRuleProposal,
  type RuleProposalState,
} from '../../../components/rule-proposal/asks-for-proposal.ts';
import { RuleProposalPrompt } from '../../../components/rule-proposal/rule-proposal-prompt.tsx';
import { exportEntries } from '../api/export-entries.ts';
import { useEntries } from '../api/get-entries.ts';
import {
  entryFiltersFromQuery,
  halfFilters,
  hasFilters,
  type ListHalf,
  listedFilters,
  listHalvesFromQuery,
  QUERY_FILTERS,
} from '../entry-filters.ts';

/**
 * What the entry form hands to the list when it comes back to it: its message, and the entry just filed by
 * hand, which may teach a rule.
 */
export type EntriesListState = HandedFlashState & RuleProposalState;

/**
 * /entries: the entries list, newest first, 30 a page. The filters and the planned toggle live in
 * the query string, so a filtered list is a link. Export CSV saves every entry they match, all pages.
 */
export function EntriesListPage() {
  const { t } = useTranslation('entries');
  const menu = useEntriesMenu();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const [paging, setPaging] = useState({ key: '', page: 1 });
  const flash = useFlash(handedFlash(location.state));
  const [deleting, setDeleting] = useState<Entry | null>(null);
  const remove = useDeleteEntry();
  const pending = usePendingEntries();
  const pendingOf = (uuid: string) => pending.byUuid.get(uuid)?.kind;

  const showPlanned = params.get(QUERY_FILTERS.planned) !== '0';
  const filters = entryFiltersFromQuery(params);
  // A change of filters starts again from the first page.
  const key = JSON.stringify(filters);
  const page = paging.key === key ? paging.page : 1;
  const halves = listHalvesFromQuery(params);
  const planned = useEntries(page, halfFilters(filters, 'planned'), halves.includes('planned'));
  const recorded = useEntries(page, halfFilters(filters, 'recorded'), halves.includes('recorded'));
  const entries = bothHalves(
    halves.map((half) => ({ half, query: half === 'planned' ? planned : recorded })),
  );

  // The last row of a later page deleted: the page before it is shown.
  const emptyLaterPage = page > 1 && entries.data?.every((shown) => shown.page.data.length === 0) === true;
  useEffect(() => {
    if (emptyLaterPage) setPaging({ key, page: page - 1 });
  }, [emptyLaterPage, key, page]);

  const setFilter = (name: string, value: string | null) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (value === null) updated.delete(name);
      else updated.set(name, value);
      return updated;
    });
  const clearFilters = () =>
    setParams((current) => {
      const updated = new URLSearchParams();
      const planned = current.get(QUERY_FILTERS.planned);
      if (planned) updated.set(QUERY_FILTERS.planned, planned);
      return updated;
    });

  const confirmDelete = (entry: Entry) =>
    remove.mutate(entry, {
      onSuccess: ({ queued }) => {
        setDeleting(null);
        flash.show({ tone: 'success', text: t(queued ? 'offline.deletedOffline' : 'list.deleted') });
      },
      onError: () => {
        setDeleting(null);
        flash.show({ tone: 'error', text: t('form.saveFailed') });
      },
    });

  return (
    <>
      <PageHeader title={t('list.title')} menu={menu} />
      <div className="bc-toolbar">
        <label className="bc-choice">
          <input
            type="checkbox"
            name="show_planned"
            checked={showPlanned}
            onChange={(event) => setFilter(QUERY_FILTERS.planned, event.target.checked ? null : '0')}
          />
          {t('list.showPlanned')}
        </label>
        {hasFilters(params) && (
          <button type="button" className="bc-button" onClick={clearFilters}>
            {t('list.clearFilters')}
          </button>
        )}
        <ExportCsvButton download={() => exportEntries(listedFilters(params))} onMessage={flash.show} />
      </div>
      <Toasts flash={flash}>
        <RuleProposalPrompt entryUuid={handedRuleProposal(location.state)} onMessage={flash.show} />
      </Toasts>
      <RefusedWrites writes={pending.refused} />
      {page === 1 && pending.created.length > 0 && (
        <section aria-labelledby="entries-pending">
          <h2 id="entries-pending">{t('offline.pendingSection')}</h2>
          <EntryList entries={pending.created} onDelete={setDeleting} pendingOf={pendingOf} />
        </section>
      )}
      <QueryState query={entries}>
        {(shown) =>
          shown.every(({ page: half }) => half.data.length === 0) ? (
            pending.created.length > 0 ? null : (
              <EmptyState message={t('list.empty')} />
            )
          ) : (
            <>
              {shown.map(({ half, page: rows }) =>
                rows.data.length === 0 ? null : (
                  <section key={half} aria-labelledby={titled(shown) ? `entries-${half}` : undefined}>
                    {titled(shown) && <h2 id={`entries-${half}`}>{t(`list.${half}Section`)}</h2>}
                    <EntryList
                      entries={withPendingEdits(rows.data, pending)}
                      onFilter={(name, value) => setFilter(name, value)}
                      onDelete={setDeleting}
                      pendingOf={pendingOf}
                    />
                  </section>
                ),
              )}
              <Pagination
                page={page}
                lastPage={Math.max(...shown.map(({ page: half }) => half.last_page))}
                onPage={(next) => setPaging({ key, page: next })}
              />
            </>
          )
        }
      </QueryState>
      {deleting && (
        <ConfirmDialog
          title={t('list.deleteTitle')}
          question={t('list.confirmDelete')}
          busy={remove.isPending}
          onCancel={() => setDeleting(null)}
          onConfirm={() => confirmDelete(deleting)}
        />
      )}
    </>
  );
}

type HalfQuery = { data: Paginated<Entry> | undefined; isPending: boolean; isError: boolean };

/** The page's halves as one query state: loading until each has arrived, failed if any failed. */
function bothHalves(halves: { half: ListHalf; query: HalfQuery }[]) {
  const pages = halves.flatMap(({ half, query }) => (query.data ? [{ half, page: query.data }] : []));
  return {
    isError: halves.some(({ query }) => query.isError),
    isPending: halves.some(({ query }) => query.isPending),
    data: pages.length === halves.length ? pages : undefined,
  };
}

/** Rows edited offline are shown as they will be once sent. */
const withPendingEdits = (rows: readonly Entry[], pending: PendingEntries) =>
  rows.map((row) => pending.byUuid.get(row.uuid)?.preview ?? row);

/** Headings only when both halves have rows on this page. */
const titled = (shown: { page: Paginated<Entry> }[]) =>
  shown.filter(({ page }) => page.data.length > 0).length > 1;
