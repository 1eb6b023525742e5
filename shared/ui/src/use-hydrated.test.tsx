// @vitest-environment jsdom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useHydrated } from './use-hydrated.ts';

function SubmitButton() {
  return (
    <button type="submit" disabled={!useHydrated()}>
      Login
    </button>
  );
}

describe('useHydrated', () => {
  it('is false in markup rendered ahead of time, and true once React has taken it over', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<SubmitButton />);
    expect(container.querySelector('button')?.disabled).toBe(true);

    await act(async () => {
      hydrateRoot(container, <SubmitButton />);
    });
    expect(container.querySelector('button')?.disabled).toBe(false);
  });
});
