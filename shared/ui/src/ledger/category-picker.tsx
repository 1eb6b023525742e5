import type { CategoryKind } from '@bc/api';
import { type KeyboardEvent, type ReactNode, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CategoryIcon } from '../icons/index.ts';
import { useQueryFailureText } from '../query-state.tsx';
import { useSubCategories } from '../reference-data/index.ts';
import { useReferenceNames } from '../reference-names.ts';
import {
  type CategoryChoice,
  categoryChoices,
  choicesByParent,
  matchingChoices,
  quickPicks,
} from './category-choices.ts';
import { useCategoryUse } from './get-category-use.ts';

export interface CategoryPickerProps {
  /** The id of the picker's group (what the form's problems point at). */
  id: string;
  /** The form field the chosen sub-category's id is sent as ("0" while none is chosen). */
  name: string;
  /** Only sub-categories whose parent is of these kinds; all when left out. */
  kinds?: readonly CategoryKind[] | undefined;
  /** The sub-category chosen at first (an entry being edited, a model). */
  defaultValue?: number | undefined;
  /** The legend, "Category" unless told. */
  label?: string | undefined;
  /**
   * A sub-category something else would give the entry while the person chooses none (a rule): shown as the
   * value in a "suggested" state, with `hint` saying where it comes from, while the field still sends "0".
   * Choosing any tile, this one included, makes it the person's own choice and the hint goes.
   */
  suggested?: { id: number; hint: string } | null | undefined;
  /** Told each choice the person makes (the sub-category's id). */
  onChange?: ((id: number) => void) | undefined;
}

/**
 * The category of an entry form (entries, planned entries, models): the person's most used sub-categories as a grid of icons, a search box that
 * narrows every sub-category as one types ("gro" reaches Groceries; Enter takes the first), and all of them
 * under their parents on demand. The tiles are radio buttons: Tab reaches the chosen one, the arrows move
 * the choice, and a tap chooses. With no history yet, every sub-category is shown under its parent.
 */
export function CategoryPicker({
  id,
  name,
  kinds,
  defaultValue,
  label,
  suggested,
  onChange,
}: CategoryPickerProps) {
  const { t } = useTranslation('common');
  const names = useReferenceNames();
  const subCategories = useSubCategories();
  const use = useCategoryUse();
  const failure = useQueryFailureText();
  const [chosen, setChosen] = useState<number | null>(defaultValue || null);
  const [text, setText] = useState('');
  const [showAll, setShowAll] = useState(false);
  const searchId = useId();
  const hintId = useId();
  // The suggestion stands only while the person has chosen nothing, and only as one of the choices shown.
  const suggestion = chosen === null && suggested ? suggested : null;
  const shown = chosen ?? suggestion?.id ?? null;
  const choose = (choice: number) => {
    setChosen(choice);
    onChange?.(choice);
  };
  const choices = useMemo(
    () => (subCategories.data ? categoryChoices(subCategories.data, names, kinds) : []),
    [subCategories.data, names, kinds],
  );
  const picks = quickPicks(choices, use.data ?? [], shown);
  const matches = matchingChoices(choices, text, names.compare);
  // A person without history (or whose history could not be read) sees the whole list, a choice made or not.
  const usual = use.data?.some((used) => choices.some((choice) => choice.id === used.category_id)) ?? false;
  const everything = showAll || (!use.isPending && !usual);
  const searching = text.trim() !== '';

  const onSearchKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Enter takes the best match instead of sending the form half filled.
    event.preventDefault();
    const first = matches[0];
    if (first) choose(first.id);
  };

  const tiles = (list: readonly CategoryChoice[]) => (
    <div className="bc-category-tiles">
      {list.map((choice) => (
        <label
          key={choice.id}
          className="bc-category-tile"
          data-suggested={suggestion?.id === choice.id || undefined}
        >
          <input
            type="radio"
            name={`${name}-pick`}
            value={choice.id}
            checked={shown === choice.id}
            onChange={() => choose(choice.id)}
            // The suggested tile is checked already: a click on it makes it the person's choice.
            onClick={() => {
              if (suggestion?.id === choice.id) choose(choice.id);
            }}
          />
          <CategoryIcon name={choice.icon} className="bc-category-tile-icon" />
          <span className="bc-category-tile-name">{choice.name}</span>
        </label>
      ))}
    </div>
  );

  let body: ReactNode;
  if (subCategories.isError) {
    body = (
      <p className="bc-field-error" role="alert">
        {failure}
      </p>
    );
  } else if (!subCategories.data) {
    body = <p className="bc-field-hint">{t('categoryPicker.loading')}</p>;
  } else if (searching) {
    body =
      matches.length > 0 ? (
        tiles(matches)
      ) : (
        <p className="bc-field-hint">{t('categoryPicker.noMatches', { text: text.trim() })}</p>
      );
  } else if (everything) {
    body = choicesByParent(choices, names.compare).map((group) => (
      <fieldset key={group.parentName} className="bc-category-group">
        <legend className="bc-category-group-name">
          <CategoryIcon name={group.icon} /> {group.parentName}
        </legend>
        {tiles(group.choices)}
      </fieldset>
    ));
  } else {
    body = tiles(picks);
  }

  return (
    <fieldset
      id={id}
      className="bc-field bc-category-picker"
      aria-describedby={suggestion ? hintId : undefined}
    >
      <legend>{label ?? t('categoryPicker.label')}</legend>
      <input type="hidden" name={name} value={chosen ?? 0} />
      {/* Always there, so that a suggestion arriving is announced. */}
      <p id={hintId} className="bc-field-hint bc-field-source" role="status">
        {suggestion?.hint}
      </p>
      <label htmlFor={searchId} className="bc-visually-hidden">
        {t('categoryPicker.search')}
      </label>
      <input
        id={searchId}
        type="search"
        className="bc-category-search"
        placeholder={t('categoryPicker.search')}
        autoComplete="off"
        enterKeyHint="done"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onSearchKey}
      />
      {body}
      {!searching && subCategories.data && usual && (
        <button
          type="button"
          className="bc-button bc-button-ghost bc-category-all"
          aria-expanded={showAll}
          onClick={() => setShowAll((open) => !open)}
        >
          {showAll ? t('categoryPicker.usual') : t('categoryPicker.all', { total: choices.length })}
        </button>
      )}
    </fieldset>
  );
}
