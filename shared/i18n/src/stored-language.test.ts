// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY, rememberLanguage, storedLanguage } from './stored-language.ts';

afterEach(() => localStorage.clear());

describe('the language chosen in this browser', () => {
  it('is kept and read back', () => {
    expect(storedLanguage()).toBeUndefined();
    rememberLanguage('fr');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('fr');
    expect(storedLanguage()).toBe('fr');
  });

  it('is kept in a cookie too, which the server reads to answer the login page in it', () => {
    rememberLanguage('de');
    expect(document.cookie).toContain(`${LANGUAGE_STORAGE_KEY}=de`);
  });

  it('counts as none when it is not one we speak', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'pt');
    expect(storedLanguage()).toBeUndefined();
  });
});
