import { describe, expect, it } from 'vitest';
import { pickLanguage } from './languages.ts';

describe('pickLanguage', () => {
  it('takes the first supported browser language, region ignored', () => {
    expect(pickLanguage(['it-IT', 'en-US'])).toBe('it');
    expect(pickLanguage(['pt-BR', 'de-DE', 'fr'])).toBe('de');
  });

  it('falls back to English', () => {
    expect(pickLanguage(['pt-BR', 'ja'])).toBe('en');
    expect(pickLanguage([])).toBe('en');
  });
});
