/** On #root of a page the build rendered ahead of time: the language its markup is in. */
export const PRERENDERED_LANGUAGE_ATTRIBUTE = 'data-prerendered-language';
