// @vitest-environment jsdom
import { sessionStore, workspaceAtom } from '@bc/session';
import { beforeEach, describe, expect, it } from 'vitest';
import { lastWallet, rememberWallet } from './last-wallet.ts';
import { preselectedWallet } from './wallet-fields.tsx';

beforeEach(() => {
  localStorage.clear();
  sessionStore.set(workspaceAtom, 'ws-home');
});

describe('the wallet a new entry starts in', () => {
  it('is the one last saved in, per workspace', () => {
    expect(lastWallet()).toBeNull();
    rememberWallet(7);
    expect(lastWallet()).toBe(7);
    sessionStore.set(workspaceAtom, 'ws-shop');
    expect(lastWallet()).toBeNull();
    rememberWallet(null);
    rememberWallet(0);
    expect(lastWallet()).toBeNull();
  });

  it('is preselected while it is still active, else the only wallet, else none', () => {
    const wallets = [{ id: 3 }, { id: 7 }];
    expect(preselectedWallet(wallets, 7)).toBe('7');
    expect(preselectedWallet(wallets, 9)).toBe('-1');
    expect(preselectedWallet(wallets, null)).toBe('-1');
    expect(preselectedWallet([{ id: 3 }], null)).toBe('3');
    expect(preselectedWallet([], 7)).toBe('-1');
  });
});
