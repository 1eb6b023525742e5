// What module federation shares as 'react-i18next' (see rspack.base.ts): the part of it the apps use.
// A shared module is bundled whole, and react-i18next whole is mostly its <Trans> components and their
// HTML parser, which no app uses: 7 kB gzip on every first visit.
//
// Plain JavaScript, reached by file: an import of 'react-i18next' here would be answered by this very
// module, and TypeScript has no types for the package's files (the apps keep importing 'react-i18next').
export {
  I18nextProvider,
  initReactI18next,
  useTranslation,
} from '../node_modules/react-i18next/dist/es/index.js';
