// @vitest-environment jsdom
import { FLASH_TIMEOUT_MS, UNDO_TIMEOUT_MS } from '@bc/domain';
import { i18n, initI18n, registerNamespace } from '@bc/i18n';
import { commonResources } from '@bc/i18n/namespaces/common';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AlertTone } from './alert.tsx';
import { type FlashMessage, Toasts, useFlash } from './toast.tsx';

beforeAll(async () => {
  await initI18n('en');
  await i18n.changeLanguage('en');
  registerNamespace('common', commonResources);
});
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function Screen({ initial, next }: { initial?: FlashMessage | FlashMessage[]; next?: FlashMessage[] }) {
  const flash = useFlash(initial);
  return (
    <>
      <button type="button" onClick={() => flash.show(...(next ?? []))}>
        Act
      </button>
      <Toasts flash={flash} />
    </>
  );
}

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('toasts', () => {
  it.each<[AlertTone, 'status' | 'alert']>([
    ['success', 'status'],
    ['info', 'status'],
    ['warning', 'status'],
    ['error', 'alert'],
  ])('a %s message is announced as %s and closes by itself after two seconds', (tone, role) => {
    render(<Screen next={[{ tone, text: `A ${tone} message` }]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Act' }));
    expect(screen.getByRole(role).textContent).toBe(`A ${tone} message`);
    wait(FLASH_TIMEOUT_MS - 1);
    expect(screen.queryByText(`A ${tone} message`)).not.toBeNull();
    wait(1);
    expect(screen.queryByText(`A ${tone} message`)).toBeNull();
  });

  it('shows what the previous screen handed over, and closes it on time too', () => {
    render(<Screen initial={{ tone: 'warning', text: 'Goal not found' }} />);
    expect(screen.getByRole('status').textContent).toBe('Goal not found');
    wait(FLASH_TIMEOUT_MS);
    expect(screen.queryByText('Goal not found')).toBeNull();
  });

  it('counts the two seconds from the last message shown', () => {
    render(<Screen next={[{ tone: 'success', text: 'Saved' }]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Act' }));
    wait(1500);
    fireEvent.click(screen.getByRole('button', { name: 'Act' }));
    wait(1500);
    expect(screen.queryByText('Saved')).not.toBeNull();
    wait(500);
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it('closes one message with its button, and all of them with Escape', () => {
    render(
      <Screen
        initial={[
          { tone: 'success', text: 'Saved' },
          { tone: 'error', text: 'Share failed' },
        ]}
      />,
    );
    const [first] = screen.getAllByRole('button', { name: 'Dismiss notification' });
    first?.focus();
    fireEvent.click(first as HTMLElement);
    expect(screen.queryByText('Saved')).toBeNull();
    const second = screen.getByRole('button', { name: 'Dismiss notification' });
    second.focus();
    fireEvent.keyDown(second, { key: 'Escape' });
    expect(screen.queryByText('Share failed')).toBeNull();
  });

  it('stays while the keyboard focus is on it, and closes two seconds after the focus leaves', () => {
    render(<Screen initial={{ tone: 'error', text: 'Save failed' }} />);
    const close = screen.getByRole('button', { name: 'Dismiss notification' });
    act(() => close.focus());
    wait(FLASH_TIMEOUT_MS * 3);
    expect(screen.queryByText('Save failed')).not.toBeNull();
    act(() => close.blur());
    wait(FLASH_TIMEOUT_MS);
    expect(screen.queryByText('Save failed')).toBeNull();
  });

  it('offers the action a message carries (Undo), closes once it is run, and stays the longer time', async () => {
    const run = vi.fn();
    render(<Screen initial={{ tone: 'success', text: 'Entry saved', action: { label: 'Undo', run } }} />);
    await wait(FLASH_TIMEOUT_MS + 100);
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(run).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Entry saved')).toBeNull();

    render(<Screen initial={{ tone: 'success', text: 'Saved again', action: { label: 'Undo', run } }} />);
    await wait(UNDO_TIMEOUT_MS - 100);
    expect(screen.getByText('Saved again')).toBeTruthy();
    await wait(200);
    expect(screen.queryByText('Saved again')).toBeNull();
    expect(run).toHaveBeenCalledTimes(1);
  });
});
