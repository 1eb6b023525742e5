// Building an Intl formatter costs far more than using one, and the first one in a language also loads that
// language's data (about 20 ms for the month names of a cold dashboard): each formatter is built once per
// language and options, and kept. The one place the app builds them.
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function kept<F>(formats: Map<string, F>, language: string, options: object, build: () => F): F {
  const key = `${language}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = build();
    formats.set(key, format);
  }
  return format;
}

/** `new Intl.NumberFormat(language, options)`, built once. */
export function numberFormat(language: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return kept(numberFormats, language, options, () => new Intl.NumberFormat(language, options));
}

/** `new Intl.DateTimeFormat(language, options)`, built once. */
export function dateTimeFormat(
  language: string,
  options: Intl.DateTimeFormatOptions = {},
): Intl.DateTimeFormat {
  return kept(dateTimeFormats, language, options, () => new Intl.DateTimeFormat(language, options));
}
