// Values as clients put them on the wire. The original Budget Control client sends amounts as numbers or
// numeric strings, flags as booleans or 0/1, dates unpadded with dashes or slashes, colours with one to six
// hex digits (or eight from a colour picker). Each reader accepts those forms, normalises them to one, and
// refuses anything else with a message: nothing guessed, nothing rolled into the next month.
import { z } from 'zod';
import { decimalToCents } from './money.ts';

// PostgreSQL `integer`: a larger id would fail in the query instead of answering 422.
export const MAX_INT32 = 2_147_483_647;

/** A numeric id in a body: a positive whole number that fits the database. */
export const idSchema = z
  .number({ error: 'Must be a number' })
  .int('Must be a whole number')
  .positive('Must be positive')
  .max(MAX_INT32, 'Is too large');

/** An id where "none" is spelled 0, -1 or null (the original's selects): the id, or null for none. */
export const optionalIdSchema = z
  .number({ error: 'Must be a number' })
  .int('Must be a whole number')
  .min(-1, 'Must be positive')
  .max(MAX_INT32, 'Is too large')
  .nullable()
  .transform((id) => (id !== null && id > 0 ? id : null));

const AMOUNT_MESSAGE = 'Use an amount with at most two decimals';
const MAX_AMOUNT = 1e13;

/**
 * Cents of an amount sent as a number: two decimals at most, allowing the binary noise of a client's
 * arithmetic (0.1 + 0.2 is 0.30000000000000004, meant as 0.30). Null otherwise.
 */
function numberToCents(value: number): number | null {
  const cents = Math.round(value * 100);
  if (!Number.isFinite(value) || Math.abs(value) > MAX_AMOUNT) return null;
  return Math.abs(value * 100 - cents) < 1e-6 ? cents : null;
}

/**
 * An amount as a number or a numeric string ("12.5", "12,50": budgets send the text of their input; text is
 * read without floating point); at most two decimals. The value is a number with exact cents.
 */
export const amountSchema = z
  .union([z.number(), z.string().max(32)], { error: AMOUNT_MESSAGE })
  .transform((value, context) => {
    const cents =
      typeof value === 'number' ? numberToCents(value) : decimalToCents(value.trim().replace(',', '.'));
    if (cents === null) {
      context.addIssue({ code: 'custom', message: AMOUNT_MESSAGE });
      return z.NEVER;
    }
    return cents / 100;
  });

/** A flag as a boolean or 0/1 (bodies), or the text of one (query strings). */
export const flagSchema = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false'])], {
    error: 'Use true or false',
  })
  .transform((value) => value === true || value === 1 || value === '1' || value === 'true');

const HEX = /^#([0-9a-fA-F]{1,6}|[0-9a-fA-F]{8})$/;
export const COLOR_MESSAGE = 'Choose a colour';

/**
 * A colour as `#rrggbb`. Shorter values come from the original client's random colour, a number written in
 * hex without its leading zeros, so they are padded with zeros (`#abc` is `#000abc`); an eight-digit value
 * from its colour picker loses the alpha.
 */
export function normalizeColor(value: string): string | null {
  const match = HEX.exec(value.trim());
  if (!match?.[1]) return null;
  const digits = match[1].length === 8 ? match[1].slice(0, 6) : match[1].padStart(6, '0');
  return `#${digits.toLowerCase()}`;
}

export const colorSchema = z
  .string({ error: COLOR_MESSAGE })
  .max(16, COLOR_MESSAGE)
  .transform((value, context) => {
    const color = normalizeColor(value);
    if (color === null) {
      context.addIssue({ code: 'custom', message: COLOR_MESSAGE });
      return z.NEVER;
    }
    return color;
  });

/**
 * The years a date may have: any household's records and plans, and far enough from year 0 and 9999 that
 * the next day, month or year of a range (budget windows, plan occurrences, comparisons) still has four
 * digits in JavaScript and PostgreSQL alike.
 */
export const MIN_YEAR = 1900;
export const MAX_YEAR = 2999;
export const DATE_MESSAGE = `Use a date as yyyy-mm-dd (or an ISO date-time) that exists, in the years ${MIN_YEAR} to ${MAX_YEAR}`;

// yyyy-m-d or yyyy/m/d, padded or not, in the years MIN_YEAR to MAX_YEAR; then an optional time (T or a
// space) with an optional offset. The year range is spelled here too so the API document states it.
const DATE_TIME =
  /^(19\d\d|2\d\d\d)(?:-(\d{1,2})-(\d{1,2})|\/(\d{1,2})\/(\d{1,2}))(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/**
 * A calendar date or an instant as the clients write them: `2026-03-05`, `2026-3-5`, `2026/3/5`,
 * `2026-03-05T14:03:22.000Z`, `2026-03-05 14:03:22` (UTC when no offset is given). Null when the text has
 * another form (`5/1/2026` is a day in January to some and in May to others: never guessed), a day the
 * month does not have (never rolled into the next month), or a year outside MIN_YEAR to MAX_YEAR.
 */
export function parseWireDate(value: string): { date: string; instant: Date } | null {
  const match = DATE_TIME.exec(value.trim());
  if (!match) return null;
  const [
    ,
    y,
    dashMonth,
    dashDay,
    slashMonth,
    slashDay,
    hh = '00',
    mm = '00',
    ss = '00',
    fraction = '',
    offset = 'Z',
  ] = match;
  const [year, month, day] = [Number(y), Number(dashMonth ?? slashMonth), Number(dashDay ?? slashDay)];
  const [hours, minutes, seconds] = [Number(hh), Number(mm), Number(ss)];
  if (year < MIN_YEAR || year > MAX_YEAR || month < 1 || month > 12 || day < 1) return null;
  if (day > new Date(Date.UTC(year, month, 0)).getUTCDate()) return null;
  if (hours > 23 || minutes > 59 || seconds > 59) return null;
  const zone = offset === 'Z' ? 'Z' : `${offset.slice(0, 3)}:${offset.slice(-2)}`;
  const millis = fraction.padEnd(3, '0').slice(0, 3);
  const date = `${year}-${pad(month)}-${pad(day)}`;
  const instant = new Date(`${date}T${pad(hours)}:${pad(minutes)}:${pad(seconds)}.${millis}${zone}`);
  if (Number.isNaN(instant.getTime())) return null;
  return { date, instant };
}

/** Text in one of the forms `parseWireDate` reads; the pattern is what the API document shows. */
const wireDateTextSchema = z
  .string({ error: DATE_MESSAGE })
  .max(40, DATE_MESSAGE)
  .trim()
  .regex(DATE_TIME, DATE_MESSAGE);

/** A calendar day in any form `parseWireDate` reads, as `yyyy-mm-dd` (the date as written, no shift). */
export const wireDateSchema = wireDateTextSchema.transform((value, context) => {
  const parsed = parseWireDate(value);
  if (!parsed) {
    context.addIssue({ code: 'custom', message: DATE_MESSAGE });
    return z.NEVER;
  }
  return parsed.date;
});

/** An instant in any form `parseWireDate` reads, as an ISO-8601 UTC string. */
export const wireDateTimeSchema = wireDateTextSchema.transform((value, context) => {
  const parsed = parseWireDate(value);
  if (!parsed) {
    context.addIssue({ code: 'custom', message: DATE_MESSAGE });
    return z.NEVER;
  }
  return parsed.instant.toISOString();
});

// PostgreSQL text holds no NUL character, and a lone UTF-16 surrogate (half of an emoji, say) has no
// UTF-8 form: the driver would store U+FFFD in its place. Such text is refused rather than stored altered.
export const TEXT_MESSAGES = {
  nul: 'Text cannot contain a NUL character',
  loneSurrogate: 'Text cannot contain half of a Unicode character (a lone surrogate)',
} as const;

const LONE_SURROGATE = /\p{Cs}/u;

/** Why PostgreSQL cannot store the text as it is, or null when it can. */
export function unstorableTextProblem(text: string): string | null {
  if (text.includes('\u0000')) return TEXT_MESSAGES.nul;
  return LONE_SURROGATE.test(text) ? TEXT_MESSAGES.loneSurrogate : null;
}

/** Values from a select that sends "" for "nothing chosen": treated as absent. */
export const emptyAsNull = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? null : value), schema.nullable());
