export {
  browserLanguage,
  chooseLanguage,
  i18n,
  initI18n,
  type NamespaceResources,
  registerLazyNamespace,
  registerNamespace,
} from './i18n.ts';
export { DEFAULT_LANGUAGE, LANGUAGES, type Language, pickLanguage } from './languages.ts';
export { LANGUAGE_STORAGE_KEY, storedLanguage } from './stored-language.ts';
