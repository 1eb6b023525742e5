// @vitest-environment jsdom
import { i18n, initI18n, registerNamespace } from '@bc/i18n';
import { commonResources } from '@bc/i18n/namespaces/common';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MultiPicker } from './multi-picker.tsx';
import type { SelectOptionGroup } from './query-select.tsx';
import { pickedOptions } from './testing.tsx';

beforeAll(async () => {
  await initI18n('en');
  await i18n.changeLanguage('en');
  registerNamespace('common', commonResources);
});
afterEach(cleanup);

const CATEGORIES: SelectOptionGroup[] = [
  {
    label: 'Food',
    options: [
      { value: '1', label: 'Groceries' },
      { value: '2', label: 'Café' },
    ],
  },
  {
    label: 'Home',
    options: [
      { value: '3', label: 'Rent' },
      { value: '4', label: 'Garden' },
    ],
  },
];

const ready = { data: CATEGORIES, isPending: false, isError: false };

function renderPicker({
  defaultValue,
  query = ready,
  onSubmit = vi.fn(),
}: {
  defaultValue?: string[];
  query?: { data: SelectOptionGroup[] | undefined; isPending: boolean; isError: boolean };
  onSubmit?: () => void;
} = {}) {
  render(
    <form
      aria-label="Filters"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <MultiPicker
        id="categories"
        label="Categories"
        name="category"
        query={query}
        options={(data) => data}
        defaultValue={defaultValue}
        hint="None chosen counts all"
      />
      <button type="reset">Reset</button>
    </form>,
  );
  return { box: screen.getByRole('combobox', { name: 'Categories' }) as HTMLInputElement, onSubmit };
}

const chips = () => pickedOptions('Categories');
const sent = () =>
  new FormData(screen.getByRole('form', { name: 'Filters' }) as HTMLFormElement).getAll('category');
const options = () => screen.getAllByRole('option', { hidden: true });
const activeOption = (box: HTMLElement) =>
  document.getElementById(box.getAttribute('aria-activedescendant') ?? '')?.textContent;
const key = (box: HTMLElement, name: string, init: KeyboardEventInit = {}) =>
  fireEvent.keyDown(box, { key: name, ...init });

describe('MultiPicker', () => {
  it('is a labelled combobox over a multi-select listbox, its options under their groups', () => {
    const { box } = renderPicker();
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box.getAttribute('aria-autocomplete')).toBe('list');
    expect(box.getAttribute('placeholder')).toBe('Type to filter');
    expect(document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'None chosen counts all',
    );
    const listbox = document.getElementById(box.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(listbox.getAttribute('role')).toBe('listbox');
    expect(listbox.getAttribute('aria-multiselectable')).toBe('true');
    fireEvent.click(box);
    expect(box.getAttribute('aria-expanded')).toBe('true');
    const food = screen.getByRole('group', { name: 'Food' });
    expect(
      within(food)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Groceries', 'Café']);
    expect(within(screen.getByRole('group', { name: 'Home' })).getAllByRole('option')).toHaveLength(2);
  });

  it('shows the chosen values as chips and sends them with the form, dropping values it does not know', () => {
    renderPicker({ defaultValue: ['3', '99', '1'] });
    expect(chips()).toEqual(['Rent', 'Groceries']);
    expect(sent()).toEqual(['3', '1']);
  });

  it('filters the options as one types, whatever the case and the accents', () => {
    const { box } = renderPicker();
    fireEvent.change(box, { target: { value: 'CAFE' } });
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(options().map((option) => option.textContent)).toEqual(['Café']);
    fireEvent.change(box, { target: { value: 'ar' } });
    expect(options().map((option) => option.textContent)).toEqual(['Garden']);
    expect(screen.getByRole('group', { name: 'Home' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Food' })).toBeNull();
    fireEvent.change(box, { target: { value: 'xyz' } });
    expect(screen.queryAllByRole('option')).toEqual([]);
    expect(screen.getByText('Nothing matches')).toBeTruthy();
  });

  it('is used with the keyboard: arrows move, Enter chooses and un-chooses, Escape closes', () => {
    const { box, onSubmit } = renderPicker();
    key(box, 'ArrowDown');
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(activeOption(box)).toBe('Groceries');
    key(box, 'ArrowDown');
    key(box, 'ArrowDown');
    expect(activeOption(box)).toBe('Rent');
    key(box, 'ArrowUp');
    expect(activeOption(box)).toBe('Café');
    key(box, 'Enter');
    expect(chips()).toEqual(['Café']);
    expect(screen.getByRole('option', { name: 'Café' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('Added: Café')).toBeTruthy();
    // Open, Enter chooses: it never submits the form.
    expect(onSubmit).not.toHaveBeenCalled();
    // Typed, then chosen: the text goes, the whole list comes back with the choice still active.
    fireEvent.change(box, { target: { value: 'gard' } });
    expect(activeOption(box)).toBe('Garden');
    key(box, 'Enter');
    expect(box.value).toBe('');
    expect(chips()).toEqual(['Café', 'Garden']);
    expect(options()).toHaveLength(4);
    expect(activeOption(box)).toBe('Garden');
    // Enter on a chosen option takes it back.
    key(box, 'ArrowUp');
    key(box, 'ArrowUp');
    expect(activeOption(box)).toBe('Café');
    key(box, 'Enter');
    expect(chips()).toEqual(['Garden']);
    expect(sent()).toEqual(['4']);
    // Escape closes the list only: a dialog around the field would not see it.
    const outside = vi.fn();
    document.addEventListener('keydown', outside);
    key(box, 'Escape');
    document.removeEventListener('keydown', outside);
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box.hasAttribute('aria-activedescendant')).toBe(false);
    expect(outside).not.toHaveBeenCalled();
    // Closed, Enter submits the form as in any text box.
    key(box, 'Enter');
    fireEvent.submit(box.form as HTMLFormElement);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('removes the last chip with Backspace in an empty box, and not while there is text', () => {
    const { box } = renderPicker({ defaultValue: ['1', '3'] });
    fireEvent.change(box, { target: { value: 'r' } });
    key(box, 'Backspace');
    expect(chips()).toEqual(['Groceries', 'Rent']);
    fireEvent.change(box, { target: { value: '' } });
    key(box, 'Backspace');
    expect(chips()).toEqual(['Groceries']);
    expect(screen.getByText('Removed: Rent')).toBeTruthy();
    key(box, 'Backspace');
    expect(chips()).toEqual([]);
    expect(sent()).toEqual([]);
  });

  it('is used by tapping: an option toggles, a chip is removed by its button, the focus stays in the box', () => {
    const { box } = renderPicker();
    box.focus();
    fireEvent.click(box);
    fireEvent.click(screen.getByRole('option', { name: 'Rent' }));
    fireEvent.click(screen.getByRole('option', { name: 'Groceries' }));
    expect(chips()).toEqual(['Rent', 'Groceries']);
    expect(box.getAttribute('aria-expanded')).toBe('true');
    // The list's mousedown is held back, so the text box keeps the focus (and a phone its keyboard).
    const option = screen.getByRole('option', { name: 'Garden' });
    expect(fireEvent.mouseDown(option)).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Rent' }));
    expect(chips()).toEqual(['Groceries']);
    expect(document.activeElement).toBe(box);
    fireEvent.blur(box);
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it('gives back its first values when the form is reset', () => {
    const { box } = renderPicker({ defaultValue: ['2'] });
    key(box, 'ArrowDown');
    key(box, 'Enter');
    expect(chips()).toEqual(['Café', 'Groceries']);
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(chips()).toEqual(['Café']);
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it('waits for its options, and says so when they cannot be loaded', () => {
    const { box } = renderPicker({
      defaultValue: ['1'],
      query: { data: undefined, isPending: true, isError: false },
    });
    expect(box.disabled).toBe(true);
    expect(box.getAttribute('placeholder')).toBe('Loading…');
    expect(sent()).toEqual([]);
    cleanup();
    renderPicker({ query: { data: undefined, isPending: false, isError: true } });
    expect(screen.getByRole('alert').textContent).toBe('An error occurred. Please try again later.');
  });
});

describe('MultiPicker kept in state', () => {
  it('tells each change of the choice and shows a problem under the field', () => {
    const onChange = vi.fn();
    render(
      <MultiPicker
        id="wallets"
        label="Wallets"
        query={ready}
        options={(data) => data}
        defaultValue={['1']}
        onChange={onChange}
        error="Choose a wallet"
      />,
    );
    const box = screen.getByRole('combobox', { name: 'Wallets' });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Choose a wallet',
    );
    fireEvent.click(box);
    fireEvent.click(screen.getByRole('option', { name: 'Rent' }));
    expect(onChange).toHaveBeenLastCalledWith(['1', '3']);
    fireEvent.keyDown(box, { key: 'Backspace' });
    expect(onChange).toHaveBeenLastCalledWith(['1']);
  });
});
