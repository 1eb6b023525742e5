// @vitest-environment jsdom
import { i18n, initI18n, registerNamespace } from '@bc/i18n';
import { commonResources } from '@bc/i18n/namespaces/common';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Modal } from './modal.tsx';

beforeAll(async () => {
  await initI18n('en');
  await i18n.changeLanguage('en');
  registerNamespace('common', commonResources);
});
afterEach(cleanup);

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && (
        <Modal title="Edit workspace" onClose={() => setOpen(false)}>
          <label htmlFor="n">Name</label>
          <input id="n" />
          <button type="button">Save</button>
        </Modal>
      )}
    </>
  );
}

const open = () => {
  const opener = screen.getByRole('button', { name: 'Open' });
  opener.focus();
  fireEvent.click(opener);
  return opener;
};

describe('Modal', () => {
  it('is a labelled modal dialog that takes the focus to its first field', () => {
    render(<Harness />);
    open();
    const dialog = screen.getByRole('dialog', { name: 'Edit workspace' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
  });

  it('keeps Tab inside, both ways', () => {
    render(<Harness />);
    open();
    const save = screen.getByRole('button', { name: 'Save' });
    const close = screen.getByRole('button', { name: 'Close' });
    save.focus();
    fireEvent.keyDown(save, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(save);
  });

  it('makes the rest of the page inert while open', () => {
    const { container } = render(<Harness />);
    open();
    expect(container.inert).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(container.inert).toBe(false);
  });

  it("gives the focus to the page's heading when the button that opened it is gone", () => {
    function Row() {
      const [deleted, setDeleted] = useState(false);
      const [asking, setAsking] = useState(false);
      return (
        <main>
          <h1>Wallets</h1>
          {!deleted && (
            <button type="button" onClick={() => setAsking(true)}>
              Delete Cash
            </button>
          )}
          {asking && (
            <Modal title="Delete wallet" onClose={() => setAsking(false)}>
              <button
                type="button"
                onClick={() => {
                  setDeleted(true);
                  setAsking(false);
                }}
              >
                Yes
              </button>
            </Modal>
          )}
        </main>
      );
    }
    render(<Row />);
    const opener = screen.getByRole('button', { name: 'Delete Cash' });
    opener.focus();
    fireEvent.click(opener);
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Wallets' }));
  });

  it('closes with Escape and gives the focus back to the button that opened it', () => {
    render(<Harness />);
    const opener = open();
    fireEvent.keyDown(screen.getByLabelText('Name'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});
