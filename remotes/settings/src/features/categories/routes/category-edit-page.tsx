import type { Category } from '@bc/api';
import { paths, useNavigate, useParams } from '@bc/router';
import { Alert, Field, FormLayout, QueryState, useFormProblems, useReferenceNames } from '@bc/ui';
import { useCategories } from '@bc/ui/reference-data';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SaveActions } from '../../../components/save-actions.tsx';
import { SettingsPage } from '../../../components/settings-page.tsx';
import { useSaveCategory } from '../api/save-category.ts';

/**
 * /settings/category/edit (a new custom category) and /settings/category/edit/:categoryId/:subId (an
 * existing custom one): name, parent category, exclude from stats; saving returns to the list.
 */
export function CategoryEditPage() {
  const { t } = useTranslation('settings');
  const { categoryId, subId } = useParams();
  const categories = useCategories();
  const back = { to: paths.settings.categories.getHref(), label: t('categories.back') };
  return (
    <SettingsPage title={subId ? t('categories.editTitle') : t('categories.newTitle')} back={back}>
      <QueryState query={categories}>
        {(data) => (
          <CategoryForm categories={data} parentId={Number(categoryId ?? 0)} subId={Number(subId ?? 0)} />
        )}
      </QueryState>
    </SettingsPage>
  );
}

function CategoryForm({
  categories,
  parentId,
  subId,
}: {
  categories: readonly Category[];
  parentId: number;
  subId: number;
}) {
  const { t } = useTranslation('settings');
  const names = useReferenceNames();
  const navigate = useNavigate();
  const save = useSaveCategory();
  const problems = useFormProblems(
    (key) => t(`categories.messages.${key}`, { defaultValue: key }),
    t('wallets.saveFailed'),
  );
  const existing = subId
    ? categories.find((category) => category.id === parentId)?.subCategories.find((sub) => sub.id === subId)
    : undefined;

  if (subId && !existing?.custom) return <Alert tone="error">{t('categories.notFound')}</Alert>;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const name = String(form.get('name') ?? '').trim();
    const parent = Number(form.get('parent_category') ?? 0);
    const found = [
      ...(name === '' ? ['category_name_required'] : []),
      ...(parent > 0 ? [] : ['parent_required']),
    ];
    if (!problems.check(found)) return;
    save.mutate(
      {
        id: existing ? subId : null,
        category: { name, parent_category: parent, exclude_stats: form.get('exclude_stats') === 'on' },
      },
      {
        onSuccess: () => navigate(paths.settings.categories.getHref()),
        onError: problems.failed,
      },
    );
  };

  return (
    <form
      className="bc-card"
      aria-label={existing ? t('categories.editTitle') : t('categories.newTitle')}
      onSubmit={submit}
      noValidate
    >
      <FormLayout>
        {problems.alert}
        <Field id="category-name" label={t('categories.name')}>
          <input name="name" type="text" autoComplete="off" defaultValue={existing?.name ?? ''} />
        </Field>
        <Field id="category-parent" label={t('categories.parent')}>
          <select name="parent_category" defaultValue={String(existing ? parentId : 0)}>
            <option value="0">{t('categories.noParent')}</option>
            {names
              .sortByName(categories, (category) => names.category(category.slug))
              .map((category) => (
                <option key={category.id} value={String(category.id)}>
                  {names.category(category.slug)}
                </option>
              ))}
          </select>
        </Field>
        <Field id="category-exclude-stats" label={t('categories.excludeFromStats')} inline wide>
          <input
            type="checkbox"
            name="exclude_stats"
            defaultChecked={existing?.exclude_from_stats ?? false}
          />
        </Field>
        <SaveActions busy={save.isPending} />
      </FormLayout>
    </form>
  );
}
