// Files that say their own encoding (an XML declaration, an OFX header) are decoded as they say, unless the
// person chose one. What a file declares is the bank's boilerplate and sometimes wrong (UTF-8 declared over
// Windows-1252 bytes), so bytes that do not decode as declared are detected instead of refused; an encoding
// the person chose is strict, as everywhere.
import type { ReadOptions } from './bank-file.ts';
import { UnreadableFileError } from './bank-file.ts';
import { type DecodedText, decodeBankText } from './decode.ts';

/** What a file says about itself sits in its first bytes, in ASCII. */
const HEAD_BYTES = 4096;

/** The start of the file as Windows-1252, which maps every byte: enough to read a declaration or a header. */
export function headOf(bytes: Uint8Array): string {
  return new TextDecoder('windows-1252').decode(bytes.subarray(0, HEAD_BYTES));
}

/** The encoding of `<?xml version="1.0" encoding="ISO-8859-1"?>`, or null. */
export function xmlDeclaredEncoding(head: string): string | null {
  return /^\s*<\?xml[^>]*\sencoding\s*=\s*["']([^"']+)["']/i.exec(head)?.[1] ?? null;
}

export function decodeAsDeclared(
  bytes: Uint8Array,
  options: ReadOptions,
  declared: string | null,
): DecodedText {
  if (options.encoding && options.encoding.trim().toLowerCase() !== 'auto') {
    return decodeBankText(bytes, options.encoding);
  }
  if (declared) {
    try {
      return decodeBankText(bytes, declared);
    } catch (error) {
      if (!(error instanceof UnreadableFileError)) throw error;
    }
  }
  return decodeBankText(bytes);
}
