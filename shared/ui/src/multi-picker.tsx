import { foldText } from '@bc/domain';
import {
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { type SelectOption, type SelectOptionGroup, useQueryFieldNotes } from './query-select.tsx';
import type { QueryResultLike } from './query-state.tsx';

export interface MultiPickerProps<T> {
  /** The text box's id: the label names it. */
  id: string;
  label: string;
  /** The server data the options come from (a react-query result). */
  query: QueryResultLike<T>;
  options: (data: T) => ReadonlyArray<SelectOption | SelectOptionGroup>;
  /** The form field name: each chosen value is sent under it, as a native multiple select sends them. */
  name?: string;
  /** The values chosen at first, and again when the form is reset. */
  defaultValue?: readonly string[];
  /** A hint under the field, announced with it. */
  hint?: ReactNode;
  /** Told the chosen values each time the person changes them (a form that keeps its values in state). */
  onChange?: (values: string[]) => void;
  /** What is wrong with the choice, shown under the field; the text box is then marked invalid. */
  error?: ReactNode;
}

/** An option as the list shows it: its group's label beside it, when it has one. */
interface PickerItem extends SelectOption {
  group?: string;
}

const flatten = (options: ReadonlyArray<SelectOption | SelectOptionGroup>): PickerItem[] =>
  options.flatMap((option) =>
    'options' in option ? option.options.map((item) => ({ ...item, group: option.label })) : [option],
  );

/** Consecutive items of one group (or of none) together, each with its place in the list. */
function groupRuns(items: readonly PickerItem[]) {
  const runs: { key: number; group: string | undefined; entries: { item: PickerItem; index: number }[] }[] =
    [];
  items.forEach((item, index) => {
    const last = runs.at(-1);
    if (last && last.group === item.group) last.entries.push({ item, index });
    else runs.push({ key: index, group: item.group, entries: [{ item, index }] });
  });
  return runs;
}

const NO_VALUES: readonly string[] = [];

/**
 * A multi-choice field filled from the server (WAI-ARIA combobox with a multi-select listbox): the chosen
 * options stand as removable chips before a text box that filters the options as one types (any part of a
 * name, accents and case aside). Down (or a tap) opens the list, Up and Down move through it, Enter chooses or
 * un-chooses, Escape closes it, Backspace in an empty box removes the last chip. Uncontrolled like a native
 * select: the form reads the chosen values under `name`, and a reset of the form restores `defaultValue`.
 */
export function MultiPicker<T>({
  id,
  label,
  query,
  options,
  name,
  defaultValue = NO_VALUES,
  hint,
  onChange,
  error,
}: MultiPickerProps<T>) {
  const { t } = useTranslation('common');
  const listId = `${id}-options`;
  const optionId = `${useId()}-option`;
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const [chosen, keepChosen] = useState<readonly string[]>(defaultValue);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const setChosen = (next: readonly string[]) => {
    keepChosen(next);
    onChangeRef.current?.([...next]);
  };
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [said, setSaid] = useState('');
  const ready = !query.isError && !query.isPending && query.data !== undefined;
  const data = query.data;
  const items = ready && data !== undefined ? flatten(options(data)) : [];
  const byValue = new Map(items.map((item) => [item.value, item]));
  // Values the options do not hold (an archived wallet) are dropped, as a native select drops them.
  const chips = chosen.flatMap((value) => byValue.get(value) ?? []);
  const folded = foldText(text);
  const shown = folded ? items.filter((item) => foldText(item.label).includes(folded)) : items;
  const activeItem = open ? shown[active] : undefined;

  // A reset of the form brings the first values back, as it does for native fields.
  useEffect(() => {
    const form = input.current?.form;
    if (!form) return;
    const reset = () => {
      keepChosen(defaultValue);
      onChangeRef.current?.([...defaultValue]);
      setText('');
      setOpen(false);
    };
    form.addEventListener('reset', reset);
    return () => form.removeEventListener('reset', reset);
  }, [defaultValue]);

  // The active option stays in sight while the arrows move through a long list.
  useEffect(() => {
    if (active < 0 || !open) return;
    list.current?.ownerDocument
      .getElementById(`${optionId}-${active}`)
      ?.scrollIntoView?.({ block: 'nearest' });
  }, [active, open, optionId]);

  const toggle = (item: PickerItem) => {
    const isChosen = chosen.includes(item.value);
    setChosen(isChosen ? chosen.filter((value) => value !== item.value) : [...chosen, item.value]);
    setSaid(t(isChosen ? 'multiPicker.removed' : 'multiPicker.added', { name: item.label }));
    if (text) {
      // The typed filter has done its work: the whole list again, the chosen option still active.
      setText('');
      setActive(items.indexOf(item));
    }
  };

  const remove = (item: PickerItem) => {
    setChosen(chosen.filter((value) => value !== item.value));
    setSaid(t('multiPicker.removed', { name: item.label }));
  };

  const openAt = (index: number) => {
    setOpen(true);
    setActive(shown.length === 0 ? -1 : Math.max(0, Math.min(index, shown.length - 1)));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (event.altKey || !open) openAt(Math.max(active, 0));
        else openAt(active + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (event.altKey) setOpen(false);
        else openAt(open ? active - 1 : shown.length - 1);
        break;
      case 'Enter':
        // Closed, Enter submits the form as in any text box; open, it chooses and never submits.
        if (!open) break;
        event.preventDefault();
        if (activeItem) toggle(activeItem);
        break;
      case 'Escape':
        if (open) {
          // Only the list closes, not a dialog around the field.
          event.preventDefault();
          event.stopPropagation();
          setOpen(false);
        } else if (text) {
          event.preventDefault();
          setText('');
        }
        break;
      case 'Backspace': {
        const last = chips.at(-1);
        if (text === '' && last) {
          event.preventDefault();
          remove(last);
        }
        break;
      }
      case 'Tab':
        setOpen(false);
        break;
      default:
    }
  };

  // A tap or a click on the list keeps the focus in the text box, so the keyboard stays up on a phone.
  const keepFocus = (event: MouseEvent) => event.preventDefault();

  const { describedBy: notesDescribe, notes } = useQueryFieldNotes(id, hint, query.isError);
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const problemId = `${id}-problem`;
  const describedBy = [notesDescribe, hasError ? problemId : null].filter(Boolean).join(' ') || undefined;

  const renderOption = ({ item, index }: { item: PickerItem; index: number }) => {
    const selected = chosen.includes(item.value);
    return (
      // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox's text box has the keyboard (aria-activedescendant)
      <div
        key={item.value}
        id={`${optionId}-${index}`}
        role="option"
        aria-selected={selected}
        tabIndex={-1}
        className={`bc-picker-option${index === active ? ' bc-picker-option-active' : ''}`}
        onClick={() => {
          setActive(index);
          toggle(item);
        }}
      >
        {/* The check mark of a chosen option is drawn by the stylesheet; aria-selected says it. */}
        <span className="bc-picker-check" aria-hidden="true" />
        {item.label}
      </div>
    );
  };

  return (
    <div className="bc-field bc-picker">
      <label htmlFor={id}>{label}</label>
      <div className="bc-picker-control">
        <div className="bc-picker-box">
          {chips.length > 0 && (
            <ul className="bc-picker-chips" aria-label={t('multiPicker.chosen', { label })}>
              {chips.map((item) => (
                <li key={item.value} className="bc-picker-chip">
                  <span>{item.label}</span>
                  <button
                    type="button"
                    // Out of the tab order: Backspace and the list remove chips from the keyboard.
                    tabIndex={-1}
                    aria-label={t('multiPicker.remove', { name: item.label })}
                    onMouseDown={keepFocus}
                    onClick={() => {
                      remove(item);
                      input.current?.focus();
                    }}
                  >
                    <span aria-hidden="true">×</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          <input
            ref={input}
            id={id}
            type="text"
            role="combobox"
            autoComplete="off"
            enterKeyHint="done"
            disabled={!ready}
            value={ready ? text : ''}
            placeholder={
              ready ? (chips.length === 0 ? t('multiPicker.placeholder') : undefined) : t('loading')
            }
            aria-expanded={open}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={activeItem ? `${optionId}-${active}` : undefined}
            aria-describedby={describedBy}
            aria-invalid={hasError || undefined}
            onChange={(event) => {
              setText(event.target.value);
              setOpen(true);
              setActive(0);
            }}
            // Opened as the press begins: the list of the field left closes at that moment, and on a phone, where
            // lists sit in the page, what follows it moves up before the click would have come.
            onMouseDown={() => openAt(active)}
            onClick={() => openAt(active)}
            // Taps on the list and the chips keep the focus here, so leaving the box is leaving the field.
            onBlur={() => setOpen(false)}
            onKeyDown={onKeyDown}
          />
        </div>
        <div className="bc-picker-popup" hidden={!open}>
          <div
            ref={list}
            id={listId}
            role="listbox"
            aria-label={label}
            aria-multiselectable="true"
            tabIndex={-1}
            // A listbox without options is hidden: only the words saying nothing matches show.
            hidden={shown.length === 0}
            onMouseDown={keepFocus}
          >
            {groupRuns(shown).map((run) =>
              run.group === undefined ? (
                run.entries.map(renderOption)
              ) : (
                // biome-ignore lint/a11y/useSemanticElements: a group of options inside a listbox, where a fieldset may not be
                <div key={run.key} role="group" aria-labelledby={`${optionId}-group-${run.key}`}>
                  <div id={`${optionId}-group-${run.key}`} role="presentation" className="bc-picker-group">
                    {run.group}
                  </div>
                  {run.entries.map(renderOption)}
                </div>
              ),
            )}
          </div>
          {shown.length === 0 && <p className="bc-picker-empty">{t('multiPicker.noMatches')}</p>}
        </div>
      </div>
      {name && chips.map((item) => <input key={item.value} type="hidden" name={name} value={item.value} />)}
      <span className="bc-visually-hidden" aria-live="polite">
        {said}
      </span>
      {notes}
      {hasError && (
        <p id={problemId} className="bc-field-error">
          {error}
        </p>
      )}
    </div>
  );
}
