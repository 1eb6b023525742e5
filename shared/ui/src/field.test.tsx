// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Field } from './field.tsx';

afterEach(cleanup);

const describedBy = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

describe('Field', () => {
  it('labels an input and leaves it valid and undescribed when there is nothing to say', () => {
    render(
      <Field label="Name">
        <input name="name" />
      </Field>,
    );
    const input = screen.getByLabelText('Name');
    expect(input.tagName).toBe('INPUT');
    expect(input.getAttribute('name')).toBe('name');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });

  it('describes the control with its hint, then its error, and marks it invalid', () => {
    render(
      <Field label="Email" hint="We never share it." error="Enter an email address">
        <input type="email" />
      </Field>,
    );
    const input = screen.getByLabelText('Email');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(input)).toEqual(['We never share it.', 'Enter an email address']);
  });

  it('keeps the id and the description a control already has', () => {
    render(
      <>
        <p id="strength">Strong</p>
        <Field label="Password" error="Too short">
          <input id="password" aria-describedby="strength" />
        </Field>
      </>,
    );
    const input = screen.getByLabelText('Password');
    expect(input.id).toBe('password');
    expect(describedBy(input)).toEqual(['Too short', 'Strong']);
  });

  it('keeps a control invalid when the problem is told elsewhere (one message for two dates)', () => {
    render(
      <>
        <Field label="From" describedBy="range-error">
          <input type="date" aria-invalid />
        </Field>
        <p id="range-error">The end comes before the start</p>
      </>,
    );
    const input = screen.getByLabelText('From');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(input)).toEqual(['The end comes before the start']);
  });

  it('works for a select and a textarea', () => {
    render(
      <>
        <Field label="Period">
          <select>
            <option>Monthly</option>
          </select>
        </Field>
        <Field label="Note" hint="Optional">
          <textarea />
        </Field>
      </>,
    );
    expect(screen.getByLabelText('Period').tagName).toBe('SELECT');
    expect(describedBy(screen.getByLabelText('Note'))).toEqual(['Optional']);
  });

  it('hands a custom control the id and ARIA attributes to place itself', () => {
    render(
      <Field label="Amount" error="Enter a valid amount">
        {(control) => (
          <span className="wrapper">
            <input {...control} inputMode="decimal" />
          </span>
        )}
      </Field>,
    );
    const input = screen.getByLabelText('Amount');
    expect(input.getAttribute('inputmode')).toBe('decimal');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(input)).toEqual(['Enter a valid amount']);
  });

  it('puts a help button beside the label, outside it', () => {
    render(
      <Field label="Workspace name" labelAside={<button type="button">Help</button>}>
        <input />
      </Field>,
    );
    const label = screen.getByText('Workspace name');
    expect(label.tagName).toBe('LABEL');
    expect(label.nextElementSibling?.textContent).toBe('Help');
    expect(screen.getByLabelText('Workspace name').tagName).toBe('INPUT');
  });

  it('puts a checkbox before its label and gives two fields distinct ids', () => {
    render(
      <>
        <Field label="Archived" inline>
          <input type="checkbox" />
        </Field>
        <Field label="Shared" inline>
          <input type="checkbox" />
        </Field>
      </>,
    );
    const archived = screen.getByLabelText('Archived');
    const shared = screen.getByLabelText('Shared');
    expect(archived.id).not.toBe(shared.id);
    expect(archived.nextElementSibling?.textContent).toBe('Archived');
  });
});
