// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import de from '../locales/de/shell.json';
import en from '../locales/en/shell.json';
import { chooseLanguage, i18n, initI18n, registerLazyNamespace } from './i18n.ts';

afterEach(() => localStorage.clear());

describe('a namespace loaded one language at a time', () => {
  it('holds only the current language, and the next one is loaded before the switch', async () => {
    await initI18n('en');
    await registerLazyNamespace('shell');
    expect(i18n.getResourceBundle('en', 'shell')).toEqual(en);
    expect(i18n.hasResourceBundle('de', 'shell')).toBe(false);

    const languageSeen: string[] = [];
    i18n.on('languageChanged', (language) => {
      languageSeen.push(`${language}:${i18n.hasResourceBundle(language, 'shell')}`);
    });
    await chooseLanguage('de');
    expect(i18n.getResourceBundle('de', 'shell')).toEqual(de);
    expect(languageSeen).toEqual(['de:true']);
    expect(i18n.hasResourceBundle('fr', 'shell')).toBe(false);
  });
});
