// @vitest-environment jsdom
import { i18n, initI18n } from '@bc/i18n';
import { hideAmountsAtom, sessionStore } from '@bc/session';
import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Amount } from './amount.tsx';
import { formatDate, useFormatDate } from './dates.ts';
import { formatCents } from './money.ts';

afterEach(cleanup);
beforeAll(() => initI18n('en'));

// Intl separates a number from its currency with a no-break space (narrow in French): compare without them.
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('formatCents', () => {
  it('writes cents in the reader’s language and the given currency', () => {
    expect(plain(formatCents(123450, 'EUR', 'it'))).toBe('1234,50 €');
    expect(plain(formatCents(-123450, 'EUR', 'de'))).toBe('-1.234,50 €');
    expect(plain(formatCents(123450, 'EUR', 'fr'))).toBe('1 234,50 €');
    expect(plain(formatCents(-8000, 'USD', 'en'))).toBe('-$80.00');
    expect(plain(formatCents(8000, 'CHF', 'de'))).toBe('80,00 CHF');
  });

  it('shows two decimals in every currency and a negated zero as zero', () => {
    expect(plain(formatCents(5, 'JPY', 'en'))).toBe('¥0.05');
    expect(plain(formatCents(-0, 'EUR', 'en'))).toBe('€0.00');
  });

  it('gives the number alone for a currency not known yet, instead of throwing', () => {
    expect(plain(formatCents(-123450, '', 'de'))).toBe('-1.234,50');
    expect(plain(formatCents(8000, '€', 'en'))).toBe('80.00');
  });
});

describe('formatDate', () => {
  it('writes a calendar day as that day in every language and time zone', () => {
    expect(formatDate('2026-03-01', 'it')).toBe('1 mar 2026');
    expect(formatDate('2026-03-01', 'de')).toBe('01.03.2026');
    expect(formatDate('2026-03-01', 'fr')).toBe('1 mars 2026');
    expect(formatDate('2026-03-01', 'de', 'dayTime')).toBe('01.03.2026');
    expect(formatDate('2026-03-01', 'it', 'dayMonth')).toBe('1 mar');
  });

  it('writes a timestamp with its time when asked; nothing for a missing date, text that is no date as it is', () => {
    expect(formatDate('2026-11-23T09:05:00', 'de', 'dayTime')).toBe('23.11.2026, 09:05');
    expect(formatDate('2026-11-23T09:05:00', 'de')).toBe('23.11.2026');
    expect(formatDate(null, 'de')).toBe('');
    expect(formatDate('not a date', 'de')).toBe('not a date');
  });

  it('follows the interface language', async () => {
    const { result } = renderHook(() => useFormatDate(), {
      wrapper: ({ children }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>,
    });
    await act(() => i18n.changeLanguage('fr'));
    expect(result.current('2026-03-01')).toBe('1 mars 2026');
    await act(() => i18n.changeLanguage('en'));
  });
});

describe('Amount', () => {
  const renderIn = async (language: string, element: React.ReactElement) => {
    await i18n.changeLanguage(language);
    return render(<I18nextProvider i18n={i18n}>{element}</I18nextProvider>);
  };

  it('writes the amount in the interface language, with the amount class (tabular figures, blurred when hidden)', async () => {
    await renderIn('it', <Amount cents={-8000} currency="EUR" />);
    const amount = screen.getByText((text) => plain(text) === '-80,00 €');
    expect(amount.classList).toContain('bc-amount');
  });

  it('takes the colour of its entry type', async () => {
    await renderIn('en', <Amount cents={-1250} currency="EUR" type="expenses" />);
    expect(screen.getByText('-€12.50').className).toBe('bc-amount bc-type-expenses');
    cleanup();
    await renderIn('en', <Amount cents={1250} currency="EUR" type="incoming" className="extra" />);
    expect(screen.getByText('€12.50').className).toBe('bc-amount bc-type-incoming extra');
    cleanup();
    await renderIn('en', <Amount cents={0} currency="EUR" type="expenses" />);
    expect(screen.getByText('€0.00').className).toBe('bc-amount');
  });

  it('shows dots in hide-amounts mode', async () => {
    sessionStore.set(hideAmountsAtom, true);
    await renderIn('en', <Amount cents={1250} currency="EUR" />);
    expect(screen.getByText('••••')).toBeTruthy();
    expect(screen.queryByText('€12.50')).toBeNull();
    sessionStore.set(hideAmountsAtom, false);
  });
});
