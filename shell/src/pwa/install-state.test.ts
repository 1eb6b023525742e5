// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  acceptInstall,
  type BeforeInstallPromptEvent,
  dismissInstall,
  INSTALL_STORAGE_KEY,
  useInstallOffered,
  watchInstallPrompt,
} from './install-state.ts';

// The browser is the boundary: its offer is an event with prompt() and the person's answer.
function offer(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as BeforeInstallPromptEvent;
  const prompt = vi.fn(async () => {});
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome }) });
  window.dispatchEvent(event);
  return { event, prompt };
}

// What the hook reads, without rendering: whether Install would show.
function offered(): boolean {
  return renderHook(() => useInstallOffered()).result.current;
}

let stop: () => void;
beforeEach(() => {
  localStorage.clear();
  window.matchMedia = vi.fn(() => ({ matches: false }) as MediaQueryList);
  stop = watchInstallPrompt(window);
});
afterEach(() => {
  dismissInstall();
  localStorage.clear();
  stop();
});

describe('the install prompt', () => {
  it("takes the browser's offer in place of its own infobar", async () => {
    const { event } = offer('accepted');
    expect(event.defaultPrevented).toBe(true);
    expect(offered()).toBe(true);
  });

  it('once dismissed, is never offered again', async () => {
    offer('dismissed');
    dismissInstall();
    expect(localStorage.getItem(INSTALL_STORAGE_KEY)).toBe('dismissed');
    offer('dismissed');
    expect(offered()).toBe(false);
  });

  it("Install opens the browser's dialog and remembers the answer", async () => {
    const { prompt } = offer('accepted');
    await acceptInstall();
    expect(prompt).toHaveBeenCalledOnce();
    expect(localStorage.getItem(INSTALL_STORAGE_KEY)).toBe('installed');
    offer('accepted');
    expect(offered()).toBe(false);
  });

  it('is not offered once the app is installed, or when running installed', async () => {
    window.dispatchEvent(new Event('appinstalled'));
    expect(localStorage.getItem(INSTALL_STORAGE_KEY)).toBe('installed');

    localStorage.clear();
    stop();
    window.matchMedia = vi.fn(
      (query: string) => ({ matches: query === '(display-mode: standalone)' }) as MediaQueryList,
    );
    stop = watchInstallPrompt(window);
    offer('accepted');
    expect(offered()).toBe(false);
  });
});
