/** On #root of a page the build rendered ahead of time: the language its markup is in. */
export const PRERENDERED_LANGUAGE_ATTRIBUTE = 'data-prerendered-language';

/** The strings the login page shows: two namespaces, loaded in the page's language only. */
export const LOGIN_PAGE_NAMESPACES = ['common', 'shell'] as const;
