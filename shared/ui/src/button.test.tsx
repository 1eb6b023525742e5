// @vitest-environment jsdom
import { i18n, initI18n, registerNamespace } from '@bc/i18n';
import { commonResources } from '@bc/i18n/namespaces/common';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Button, buttonClassName } from './button.tsx';

beforeAll(async () => {
  await initI18n('en');
  await i18n.changeLanguage('en');
  registerNamespace('common', commonResources);
});
afterEach(cleanup);

const liveRegion = () => document.querySelector('[aria-live="polite"]') as HTMLElement;

describe('Button', () => {
  it('is a plain button unless told to submit, so it never submits a form by accident', () => {
    const submit = vi.fn((event: Event) => event.preventDefault());
    render(
      <form onSubmit={(event) => submit(event.nativeEvent)}>
        <Button>Preview</Button>
        <Button type="submit" variant="primary">
          Save
        </Button>
      </form>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(submit).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(submit).toHaveBeenCalledOnce();
  });

  it('has the classes of its variant and size', () => {
    render(
      <>
        <Button variant="danger" size="small" className="row-action">
          Delete
        </Button>
        <Button>Cancel</Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Delete' }).className).toBe(
      'bc-button bc-button-danger bc-button-small row-action',
    );
    expect(screen.getByRole('button', { name: 'Cancel' }).className).toBe('bc-button');
    expect(buttonClassName({ variant: 'ghost', size: 'large' })).toBe(
      'bc-button bc-button-ghost bc-button-large',
    );
  });

  it('shows its icon beside the text, hidden from screen readers', () => {
    render(<Button icon={<svg data-testid="icon" />}>Add budget</Button>);
    const button = screen.getByRole('button', { name: 'Add budget' });
    const icon = screen.getByTestId('icon');
    expect(button.contains(icon)).toBe(true);
    expect(icon.parentElement?.getAttribute('aria-hidden')).toBe('true');
  });

  it('does nothing while busy but keeps the focus, says it is working, and is back to normal after', () => {
    const click = vi.fn();
    const { rerender } = render(
      <Button busy={false} onClick={click}>
        Save
      </Button>,
    );
    const status = liveRegion();
    expect(status.textContent).toBe('');
    rerender(
      <Button busy onClick={click}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    button.focus();
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(document.activeElement).toBe(button);
    expect(liveRegion().textContent).toBe('Working…');
    fireEvent.click(button);
    expect(click).not.toHaveBeenCalled();
    rerender(
      <Button busy={false} onClick={click}>
        Save
      </Button>,
    );
    expect(button.hasAttribute('aria-disabled')).toBe(false);
    expect(button.hasAttribute('aria-busy')).toBe(false);
    fireEvent.click(button);
    expect(click).toHaveBeenCalledOnce();
    expect(status.textContent).toBe('');
  });

  it('does not send its form again while busy', () => {
    const submit = vi.fn((event: Event) => event.preventDefault());
    render(
      <form onSubmit={(event) => submit(event.nativeEvent)}>
        <Button type="submit" busy>
          Save
        </Button>
      </form>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(submit).not.toHaveBeenCalled();
  });

  it('has no live region when it never becomes busy', () => {
    render(<Button>Back</Button>);
    expect(document.querySelector('[aria-live]')).toBeNull();
  });
});
