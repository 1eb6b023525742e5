export { browserLanguage, i18n, initI18n, type NamespaceResources, registerNamespace } from './i18n.ts';
export { DEFAULT_LANGUAGE, LANGUAGES, type Language, pickLanguage } from './languages.ts';
