import { type FindBody, toCents } from '@bc/api';
import { ENTRY_MESSAGES, type EntryTab, searchRangeProblem, sumAmounts } from '@bc/domain';
import { Alert, EmptyState, Loading, PageHeader, QuerySelect } from '@bc/ui';
import { formatCents, useWorkspaceCurrency } from '@bc/ui/format';
import { useLabels, useWallets } from '@bc/ui/ledger';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CategorySelect } from '../../../components/category-select.tsx';
import { useEntriesMenu } from '../../../components/entries-menu.ts';
import { EntryList } from '../../../components/entry-list/entry-list.tsx';
import { Pagination } from '../../../components/entry-list/pagination.tsx';
import { useFindEntries } from '../api/find-entries.ts';

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

/**
 * /search: free text, a date interval (at most 364 days), types, wallets, categories and labels;
 * Search runs POST /api/find from page 1, Reset clears the criteria and the results.
 */
export function SearchPage() {
  const { t, i18n } = useTranslation('entries');
  const menu = useEntriesMenu();
  const wallets = useWallets('all');
  const labels = useLabels('all');
  const [criteria, setCriteria] = useState<FindBody | null>(null);
  const [page, setPage] = useState(1);
  const [problem, setProblem] = useState<string | null>(null);
  const results = useFindEntries(criteria, page);
  const currency = useWorkspaceCurrency();

  const rangeMessage = (found: string) => {
    if (found === ENTRY_MESSAGES.endBeforeStart) return t(`messages.${found}`);
    if (found.startsWith('The range')) return t('search.rangeTooLong', { days: 364 });
    return t('search.bothDates');
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { body, start, end } = findBodyFromForm(new FormData(event.currentTarget));
    const found = searchRangeProblem(start, end);
    setProblem(found ? rangeMessage(found) : null);
    if (found) return;
    setCriteria(body);
    setPage(1);
  };

  const reset = () => {
    setCriteria(null);
    setPage(1);
    setProblem(null);
  };

  const total = sumAmounts((results.data?.data ?? []).map((entry) => entry.amount));

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
          <QuerySelect
            id="search-account"
            name="account"
            label={t('search.wallets')}
            query={wallets}
            multiple
            options={(list) => list.map((wallet) => ({ value: String(wallet.id), label: wallet.name }))}
          />
          <CategorySelect id="search-category" name="category" multiple />
          <QuerySelect
            id="search-labels"
            name="tags"
            label={t('search.labels')}
            query={labels}
            multiple
            options={(list) => list.map((label) => ({ value: String(label.id), label: label.name }))}
          />
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
      <section aria-labelledby="search-results">
        <h2 id="search-results">{t('search.results')}</h2>
        {criteria === null ? (
          <EmptyState message={t('search.empty')} />
        ) : results.isPending ? (
          <Loading />
        ) : results.isError ? (
          <Alert tone="error">{t('search.failed')}</Alert>
        ) : results.data && results.data.data.length > 0 ? (
          <>
            <p>
              {t('search.found', { count: results.data.pagination.total })}{' '}
              <span className="bc-amount">
                {t('search.total', { amount: formatCents(toCents(total), currency, i18n.language) })}
              </span>
            </p>
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
    </>
  );
}
