import type { Category } from '@bc/api';
import { Link, paths } from '@bc/router';
import { Disclosure, useReferenceNames } from '@bc/ui';
import { CategoryIcon } from '@bc/ui/icons';
import { useTranslation } from 'react-i18next';

/**
 * The categories sorted by their translated names, each a disclosure button with the category's icon that
 * shows its sub-categories, sorted too; custom sub-categories link to their edit page.
 */
export function CategoryList({ categories }: { categories: readonly Category[] }) {
  const { t } = useTranslation('settings');
  const names = useReferenceNames();
  return (
    <ul className="bc-category-list">
      {names
        .sortByName(categories, (category) => names.category(category.slug))
        .map((category) => (
          <li key={category.id} className="bc-card">
            <Disclosure
              id={`category-${category.id}`}
              label={
                <>
                  <span className="bc-icon-badge bc-icon-badge-sm">
                    <CategoryIcon name={category.icon} />
                  </span>
                  <span className="bc-category-name">{names.category(category.slug)}</span>
                  <span className="bc-muted bc-category-count">
                    {' '}
                    {t('categories.subCount', { count: category.subCategories.length })}
                  </span>
                </>
              }
            >
              <ul className="bc-sub-category-list">
                {names
                  .sortByName(category.subCategories, (sub) => names.subCategory(sub))
                  .map((sub) => (
                    <li key={sub.id}>
                      {sub.custom ? (
                        <Link
                          to={paths.settings.categoryEdit.getHref({ categoryId: category.id, subId: sub.id })}
                        >
                          {names.subCategory(sub)}
                        </Link>
                      ) : (
                        names.subCategory(sub)
                      )}
                      {sub.exclude_from_stats && <span className="bc-badge">{t('categories.excluded')}</span>}
                    </li>
                  ))}
              </ul>
            </Disclosure>
          </li>
        ))}
    </ul>
  );
}
