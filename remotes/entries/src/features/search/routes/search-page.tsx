import { EmptyState, PageHeader } from '@bc/ui';
import { useTranslation } from 'react-i18next';
import { useEntriesMenu } from '../../../components/entries-menu.ts';
import { CategorySelect } from '../../reference-data/components/category-select.tsx';

const SEARCHABLE_TYPES = ['incoming', 'expenses', 'transfer', 'debit'] as const;

/**
 * /search: the criteria of an entries search. Running it needs the search API (POST /api/find),
 * so there is no Search button yet; wallets and labels join the criteria with their APIs.
 */
export function SearchPage() {
  const { t } = useTranslation('entries');
  const menu = useEntriesMenu();
  return (
    <>
      <PageHeader title={t('search.title')} menu={menu} />
      <form
        className="bc-card bc-form"
        aria-label={t('search.criteria')}
        onSubmit={(event) => event.preventDefault()}
      >
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
          <CategorySelect id="search-category" multiple />
        </div>
        <div className="bc-actions">
          <button type="reset" className="bc-button">
            {t('search.reset')}
          </button>
        </div>
      </form>
      <section aria-labelledby="search-results">
        <h2 id="search-results">{t('search.results')}</h2>
        <EmptyState message={t('search.empty')} />
      </section>
    </>
  );
}
