// @vitest-environment jsdom
import { i18n, initI18n, registerNamespace } from '@bc/i18n';
import { commonResources } from '@bc/i18n/namespaces/common';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Loading } from './loading.tsx';
import { QueryState } from './query-state.tsx';

beforeAll(async () => {
  await initI18n('en');
  await i18n.changeLanguage('en');
  registerNamespace('common', commonResources);
});
afterEach(cleanup);

const placeholders = (status: HTMLElement) => [...status.querySelectorAll('.bc-skeleton-block')];

describe('Loading', () => {
  it('is a busy status that says "Loading…" and shows rows of placeholders hidden from screen readers', () => {
    render(<Loading />);
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-busy')).toBe('true');
    expect(status.textContent).toBe('Loading…');
    expect(placeholders(status)).toHaveLength(3);
    expect(placeholders(status).every((block) => block.classList.contains('bc-skeleton-row'))).toBe(true);
    expect(status.querySelector('.bc-skeleton')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('takes the shape of cards when asked', () => {
    render(<Loading shape="cards" count={4} />);
    const blocks = placeholders(screen.getByRole('status'));
    expect(blocks).toHaveLength(4);
    expect(blocks.every((block) => block.classList.contains('bc-skeleton-card'))).toBe(true);
  });
});

describe('QueryState', () => {
  it('shows placeholders of the given shape while pending, then the data', () => {
    const { rerender } = render(
      <QueryState query={{ data: undefined, isPending: true, isError: false }} skeleton="cards">
        {(names: string[]) => <p>{names.join(', ')}</p>}
      </QueryState>,
    );
    expect(placeholders(screen.getByRole('status'))[0]?.classList.contains('bc-skeleton-card')).toBe(true);
    rerender(
      <QueryState query={{ data: ['Cash', 'Bank'], isPending: false, isError: false }} skeleton="cards">
        {(names: string[]) => <p>{names.join(', ')}</p>}
      </QueryState>,
    );
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByText('Cash, Bank')).toBeTruthy();
  });

  it('says that something went wrong when the query fails', () => {
    render(
      <QueryState query={{ data: undefined, isPending: false, isError: true }}>
        {() => <p>never</p>}
      </QueryState>,
    );
    expect(screen.getByRole('alert').textContent).toBe('An error occurred. Please try again later.');
  });
});
