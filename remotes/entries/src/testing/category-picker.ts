// The entry form's category picker in component tests: its tiles are radio buttons named by the
// sub-category, and the chosen id travels in the hidden `category_id` field.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/** Waits until the picker shows sub-categories to choose from. */
export const categoriesReady = () =>
  waitFor(() => expect(screen.getAllByRole('radio').length).toBeGreaterThan(0));

/** Chooses the sub-category shown as `name`, as a tap on its tile does. */
export function chooseCategory(name: string) {
  fireEvent.click(screen.getByRole('radio', { name }));
}

/** The id the form sends as category_id ('0' while none is chosen). */
export function chosenCategory(): string {
  const field = document.querySelector<HTMLInputElement>('input[name="category_id"]');
  if (!field) throw new Error('The form has no category field');
  return field.value;
}
