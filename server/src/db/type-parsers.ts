// Both drivers are given the same parsers so services never see a driver difference:
// - int8 (ids, counts, money in cents) -> number, refusing values a double cannot hold exactly;
// - numeric -> string (both drivers' default), converted explicitly where a rate or ratio is needed;
// - date -> 'YYYY-MM-DD' string, because node-postgres would build a local-midnight Date.
export const INT8_OID = 20;
export const DATE_OID = 1082;

export function parseInt8(text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`int8 value ${text} is outside the exact range of a JavaScript number`);
  }
  return value;
}

const keepText = (text: string): string => text;

export const typeParsers: Record<number, (text: string) => unknown> = {
  [INT8_OID]: parseInt8,
  [DATE_OID]: keepText,
};
