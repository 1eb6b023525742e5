// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { receivedAt } from './offline-mark.tsx';

describe('receivedAt', () => {
  const now = new Date(2026, 10, 23, 18, 30).getTime();

  it('says the time alone for data received today', () => {
    expect(receivedAt(new Date(2026, 10, 23, 9, 5).getTime(), 'en', now)).toBe('9:05 AM');
    expect(receivedAt(new Date(2026, 10, 23, 9, 5).getTime(), 'it', now)).toBe('09:05');
  });

  it('adds the date for older data', () => {
    expect(receivedAt(new Date(2026, 10, 20, 9, 5).getTime(), 'en', now)).toBe('Nov 20, 2026, 9:05 AM');
  });
});
