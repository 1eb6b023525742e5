import { useParams } from '@bc/router';
import { Alert, QuerySelect, useReferenceNames } from '@bc/ui';
import { useCategories } from '@bc/ui/reference-data';
import { useTranslation } from 'react-i18next';
import { SettingsPage } from '../../../components/settings-page.tsx';

/**
 * /settings/category/edit (a new custom category) and /settings/category/edit/:categoryId/:subId
 * (an existing custom one, which needs POST/PUT /api/categories to be saved or loaded).
 */
export function CategoryEditPage() {
  const { t } = useTranslation('settings');
  const { subId } = useParams();
  const names = useReferenceNames();
  const categories = useCategories();
  const back = { to: '/settings/category', label: t('categories.back') };
  if (subId) {
    return (
      <SettingsPage title={t('categories.editTitle')} back={back}>
        <Alert tone="info">{t('categories.editUnavailable')}</Alert>
      </SettingsPage>
    );
  }
  return (
    <SettingsPage title={t('categories.newTitle')} back={back}>
      <form
        className="bc-card bc-form"
        aria-label={t('categories.newTitle')}
        onSubmit={(event) => event.preventDefault()}
      >
        <div className="bc-grid">
          <div className="bc-field">
            <label htmlFor="category-name">{t('categories.name')}</label>
            <input id="category-name" name="name" type="text" autoComplete="off" required />
          </div>
          <QuerySelect
            id="category-parent"
            label={t('categories.parent')}
            query={categories}
            placeholder={{ value: '0', label: t('categories.noParent') }}
            defaultValue="0"
            options={(data) =>
              names
                .sortByName(data, (category) => names.category(category.slug))
                .map((category) => ({ value: String(category.id), label: names.category(category.slug) }))
            }
          />
        </div>
        <label className="bc-choice">
          <input type="checkbox" name="exclude_stats" />
          {t('categories.excludeFromStats')}
        </label>
        <Alert tone="info">{t('categories.saveLater')}</Alert>
      </form>
    </SettingsPage>
  );
}
