// @vitest-environment jsdom
import { i18n, initI18n, registerNamespace } from '@bc/i18n';
import { commonResources } from '@bc/i18n/namespaces/common';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog.tsx';

beforeAll(async () => {
  await initI18n('en');
  await i18n.changeLanguage('en');
  registerNamespace('common', commonResources);
});
afterEach(cleanup);

function Row({ onConfirm, ...props }: Partial<ConfirmDialogProps>) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setAsking(true)}>
        Delete Groceries
      </button>
      {asking && (
        <ConfirmDialog
          title="Delete budget"
          question="Delete the budget Groceries?"
          onConfirm={() => onConfirm?.()}
          onCancel={() => setAsking(false)}
          {...props}
        />
      )}
    </>
  );
}

const ask = () => {
  const opener = screen.getByRole('button', { name: 'Delete Groceries' });
  opener.focus();
  fireEvent.click(opener);
  return opener;
};

describe('ConfirmDialog', () => {
  it('is a modal dialog named by its title and described by its question, with the focus on "No"', () => {
    render(<Row />);
    ask();
    const dialog = screen.getByRole('dialog', { name: 'Delete budget' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const described = document.getElementById(dialog.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe('Delete the budget Groceries?');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'No' }));
  });

  it('keeps the focus inside while Tab moves on from its last button', () => {
    render(<Row />);
    ask();
    const yes = screen.getByRole('button', { name: 'Yes' });
    yes.focus();
    fireEvent.keyDown(yes, { key: 'Tab' });
    expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);
  });

  it('cancels with Escape and with "No", giving the focus back to the button that asked', () => {
    const onConfirm = vi.fn();
    render(<Row onConfirm={onConfirm} />);
    const opener = ask();
    fireEvent.keyDown(screen.getByRole('button', { name: 'No' }), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    ask();
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('confirms with its confirm button, red for a deletion unless said otherwise', () => {
    const onConfirm = vi.fn();
    render(<Row onConfirm={onConfirm} confirmLabel="Yes, delete it" />);
    ask();
    const confirm = screen.getByRole('button', { name: 'Yes, delete it' });
    expect(confirm.className).toContain('bc-button-danger');
    fireEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledOnce();
    cleanup();
    render(<Row tone="primary" />);
    ask();
    expect(screen.getByRole('button', { name: 'Yes' }).className).toContain('bc-button-primary');
  });

  it('disables both answers and says it works while the action runs', () => {
    const onConfirm = vi.fn();
    render(<Row busy onConfirm={onConfirm} />);
    ask();
    expect((screen.getByRole('button', { name: 'No' }) as HTMLButtonElement).disabled).toBe(true);
    const yes = screen.getByRole('button', { name: 'Yes' });
    expect(yes.getAttribute('aria-disabled')).toBe('true');
    expect(yes.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('dialog').querySelector('[aria-live="polite"]')?.textContent).toBe('Working…');
    fireEvent.click(yes);
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
