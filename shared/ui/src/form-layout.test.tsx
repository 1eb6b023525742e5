// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Field } from './field.tsx';
import { FormActions, FormLayout } from './form-layout.tsx';

afterEach(cleanup);

describe('FormLayout', () => {
  it('lays fields out in two columns on a wide screen unless told one, with the actions on their own row', () => {
    const { container } = render(
      <form>
        <FormLayout>
          <Field label="Name">
            <input />
          </Field>
          <Field label="Note" wide>
            <textarea />
          </Field>
          <FormActions>
            <button type="submit">Save</button>
          </FormActions>
        </FormLayout>
        <FormLayout columns={1} className="bc-auth-form">
          <Field label="Email">
            <input />
          </Field>
        </FormLayout>
      </form>,
    );
    const [twoColumns, oneColumn] = container.querySelectorAll('.bc-form-layout');
    expect(twoColumns?.getAttribute('data-columns')).toBe('2');
    expect(oneColumn?.getAttribute('data-columns')).toBe('1');
    expect(oneColumn?.classList.contains('bc-auth-form')).toBe(true);
    expect(screen.getByLabelText('Note').parentElement?.classList.contains('bc-field-wide')).toBe(true);
    expect(screen.getByRole('button', { name: 'Save' }).parentElement?.className).toBe('bc-form-actions');
  });
});
