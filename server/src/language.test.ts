import { describe, expect, it } from 'vitest';
import { languageFromAcceptLanguage } from './language.ts';

describe('languageFromAcceptLanguage', () => {
  it('picks the first supported language, regions ignored', () => {
    expect(languageFromAcceptLanguage('it-IT,it;q=0.9,en;q=0.8')).toBe('it');
    expect(languageFromAcceptLanguage('de')).toBe('de');
    expect(languageFromAcceptLanguage('pt-BR, fr-CA;q=0.7')).toBe('fr');
  });

  it('follows the q values, not only the order', () => {
    expect(languageFromAcceptLanguage('en;q=0.5, es;q=0.9')).toBe('es');
    expect(languageFromAcceptLanguage('fr;q=0, it')).toBe('it');
  });

  it('falls back to English', () => {
    expect(languageFromAcceptLanguage(undefined)).toBe('en');
    expect(languageFromAcceptLanguage('')).toBe('en');
    expect(languageFromAcceptLanguage('ja, zh;q=0.8, *;q=0.1')).toBe('en');
    expect(languageFromAcceptLanguage(';;;,,q=x')).toBe('en');
  });
});
