import { paths } from '@bc/router';
import { QueryState } from '@bc/ui';
import { useCategories } from '@bc/ui/reference-data';
import { useTranslation } from 'react-i18next';
import { SettingsPage } from '../../../components/settings-page.tsx';
import { CategoryList } from '../components/category-list.tsx';

/** /settings/category: the workspace's categories and sub-categories, from GET /api/categories-subcategories. */
export function CategoriesPage() {
  const { t } = useTranslation('settings');
  const categories = useCategories();
  return (
    <SettingsPage
      title={t('categories.title')}
      menu={[{ label: t('categories.add'), to: paths.settings.categoryAdd.getHref() }]}
    >
      <QueryState query={categories}>{(data) => <CategoryList categories={data} />}</QueryState>
    </SettingsPage>
  );
}
