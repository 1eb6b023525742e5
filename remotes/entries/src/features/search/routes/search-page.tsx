import { type FindBody, type FindResponse, toCents } from '@bc/api';
import { ENTRY_MESSAGES, type EntryTab, searchRangeProblem } from '@bc/domain';
import { Alert, EmptyState, Loading, PageHeader, Toasts, useFlash } from '@bc/ui';
import { Amount } from '@bc/ui/format';
import { LabelsPicker, WalletsPicker } from '@bc/ui/ledger';
import { CategoriesPicker } from '@bc/ui/reference-data';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEntriesMenu } from '../../../components/entries-menu.ts';
import { EntryList } from '../../../components/entry-list/entry-list.tsx';
import { Pagination } from '../../../components/entry-list/pagination.tsx';
import { ExportCsvButton } from '../../../components/export/export-csv-button.tsx';
import { exportFoundEntries } from '../api/export-found-entries.ts';
import { useFindEntries } from '../api/find-entries.ts';
import { useLatestEntries } from '../api/get-latest-entries.ts';

const SEARCHABLE_TYPES = ['incoming', 'expenses', 'transfer', 'debit'] as const satisfies EntryTab[];

const ids = (form: FormData, name: string) =>
  form
    .getAll(name)
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);

/** The form's criteria: the body POST /api/find takes and the dates as typed, for the range check. */
export function findBodyFromForm(form: FormData): { body: FindBody; start: string; end: string } {
  const start = String(form.get('date_start') ?? '');
  const end = String(form.get('date_end') ?? '');
  const text = String(form.get('text') ?? '').trim();
  const body: FindBody = {
    text: text || null,
    // [start, end], calendar days inclusive; only when both are given (the range check asks for both).
    date_time: start && end ? [start, end] : null,
    // The tab names, as read-backs spell the types.
    type: form.getAll('type').flatMap((value): EntryTab[] => {
      const type = SEARCHABLE_TYPES.find((known) => known === value);
      return type ? [type] : [];
    }),
    account: ids(form, 'account'),
    category: ids(form, 'category'),
    tags: ids(form, 'tags'),
    // true: planned entries are included (no filter); false leaves them out.
    planned: form.get('planned') === 'on',
  };
  return { body, start, end };
}

/** What the matches add up to, in words: every match of every page, in the workspace currency. */
function MatchesTotal({ answer }: { answer: FindResponse }) {
  const { t } = useTranslation('entries');
  const count = answer.pagination.total;
  // Text and labels are counted up to a cap past the page: beyond it the server has no exact total to give.
  if (!answer.total_amount) return <p>{t('search.tooManyForTotal', { count })}</p>;
  return (
    <p>
      {t('search.totalOf', { count })}{' '}
      <Amount cents={toCents(answer.total_amount.amount)} currency={answer.total_amount.currency.code} />
    </p>
  );
}

/**
 * /search: the latest entries first (GET /api/search/all), then what the criteria find: free text, a date
 * interval (at most 364 days), types, wallets, categories and labels; Search runs POST /api/find from page 1,
 * Reset goes back to the latest entries. Above the list, the total of every match; Export CSV saves every
 * match of the search shown (every entry before any criteria), all pages.
 */
export function SearchPage() {
  const { t } = useTranslation('entries');
  const menu = useEntriesMenu();
  const [criteria, setCriteria] = useState<FindBody | null>(null);
  const [page, setPage] = useState(1);
  const [problem, setProblem] = useState<string | null>(null);
  const flash = useFlash();
  const found = useFindEntries(criteria, page);
  const latest = useLatestEntries(page, criteria === null);
  const results = criteria === null ? latest : found;

  const rangeMessage = (range: string) => {
    if (range === ENTRY_MESSAGES.endBeforeStart) return t(`messages.${range}`);
    if (range.startsWith('The range')) return t('search.rangeTooLong', { days: 364 });
    return t('search.bothDates');
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { body, start, end } = findBodyFromForm(new FormData(event.currentTarget));
    const range = searchRangeProblem(start, end);
    setProblem(range ? rangeMessage(range) : null);
    if (range) return;
    setCriteria(body);
    setPage(1);
  };

  const reset = () => {
    setCriteria(null);
    setPage(1);
    setProblem(null);
  };

  return (
    <>
      <PageHeader title={t('search.title')} menu={menu} />
      <form className="bc-card bc-form" aria-label={t('search.criteria')} onSubmit={submit} onReset={reset}>
        {problem && <Alert tone="error">{problem}</Alert>}
        <div className="bc-grid">
          <div className="bc-field">
            <label htmlFor="search-text">{t('search.text')}</label>
            <input id="search-text" name="text" type="search" autoComplete="off" />
          </div>
          <div className="bc-field">
            <label htmlFor="search-start">{t('search.dateStart')}</label>
            <input id="search-start" name="date_start" type="date" />
          </div>
          <div className="bc-field">
            <label htmlFor="search-end">{t('search.dateEnd')}</label>
            <input id="search-end" name="date_end" type="date" />
          </div>
          <WalletsPicker id="search-account" name="account" label={t('search.wallets')} filter="all" />
          <CategoriesPicker id="search-category" name="category" label={t('search.categories')} />
          <LabelsPicker id="search-labels" name="tags" label={t('search.labels')} filter="all" />
          <fieldset className="bc-fieldset bc-choice-group">
            <legend>{t('search.types')}</legend>
            {SEARCHABLE_TYPES.map((type) => (
              <label key={type} className="bc-choice">
                <input type="checkbox" name="type" value={type} />
                {t(`types.${type}`)}
              </label>
            ))}
          </fieldset>
          <label className="bc-choice">
            <input type="checkbox" name="planned" defaultChecked />
            {t('search.includePlanned')}
          </label>
        </div>
        <div className="bc-actions">
          <button type="reset" className="bc-button">
            {t('search.reset')}
          </button>
          <button type="submit" className="bc-button bc-button-primary">
            {t('search.search')}
          </button>
        </div>
      </form>
      <section aria-labelledby="search-results" aria-busy={results.isFetching}>
        <div className="bc-card-header">
          <h2 id="search-results">{t(criteria === null ? 'search.latest' : 'search.results')}</h2>
          <ExportCsvButton download={() => exportFoundEntries(criteria ?? {})} onMessage={flash.show} />
        </div>
        {results.isPending ? (
          <Loading />
        ) : results.isError ? (
          <Alert tone="error">{t('search.failed')}</Alert>
        ) : results.data && results.data.data.length > 0 ? (
          <>
            <MatchesTotal answer={results.data} />
            <EntryList entries={results.data.data} />
            <Pagination
              page={results.data.pagination.current_page}
              lastPage={results.data.pagination.total_pages}
              onPage={setPage}
            />
          </>
        ) : (
          <EmptyState message={t('search.empty')} />
        )}
      </section>
      <Toasts flash={flash} />
    </>
  );
}
