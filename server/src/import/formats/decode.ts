// Bytes to text for every text-based bank format. Banks still write Windows-1252, Latin-1 and the East Asian
// legacy encodings, often without saying so: a BOM or the encoding the person chose decides, else we detect.
// Decoding is always strict, so a wrong choice is refused (422) instead of importing mojibake payees.
import chardet from 'chardet';
import { UnreadableFileError } from './bank-file.ts';

export interface DecodedText {
  text: string;
  /** The WHATWG name of the encoding used (TextDecoder.encoding). */
  encoding: string;
}

/** How much of the file the sniffers look at: enough for any real header and rows, cheap on 20 MB. */
const SNIFF_BYTES = 64 * 1024;

/**
 * Labels banks and apps write (OFX CHARSET, Windows code page numbers, Python names) that the WHATWG
 * Encoding Standard does not know, mapped to one it does.
 */
const LABEL_ALIASES: Readonly<Record<string, string>> = {
  usascii: 'us-ascii',
  ascii: 'us-ascii',
  cp932: 'shift_jis',
  cp936: 'gbk',
  cp949: 'euc-kr',
  cp950: 'big5',
  eucjp: 'euc-jp',
  euckr: 'euc-kr',
  utf16: 'utf-16le',
  utf16le: 'utf-16le',
  utf16be: 'utf-16be',
  latin9: 'iso-8859-15',
};

/**
 * What chardet may answer that we trust: Western and East Asian encodings. Its Central European and Cyrillic
 * guesses on short Western files are often wrong, and Windows-1252 is the safer fallback for those.
 */
const DETECTABLE = new Set([
  'windows-1252',
  'iso-8859-1',
  'shift_jis',
  'euc-jp',
  'euc-kr',
  'gb18030',
  'big5',
]);

function normaliseLabel(label: string): string {
  const key = label.trim().toLowerCase();
  const alias = LABEL_ALIASES[key.replace(/[\s_-]/g, '')] ?? LABEL_ALIASES[key];
  if (alias) return alias;
  // Windows code pages written as bare numbers ("1252", OFX CHARSET) and ISO parts without the prefix ("8859-1").
  if (/^125\d$/.test(key)) return `windows-${key}`;
  if (/^8859-\d{1,2}$/.test(key)) return `iso-${key}`;
  return key;
}

function byteOrderMark(bytes: Uint8Array): string | null {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  return null;
}

/**
 * UTF-16 without a BOM: text that is mostly Latin script has a zero in every other byte, on the odd bytes in
 * little-endian and on the even ones in big-endian, and almost none on the other side.
 */
function utf16ByZeroPattern(bytes: Uint8Array): 'utf-16le' | 'utf-16be' | null {
  const length = Math.min(bytes.length, SNIFF_BYTES) & ~1;
  const pairs = length / 2;
  if (pairs < 2) return null;
  let evenZeros = 0;
  let oddZeros = 0;
  for (let index = 0; index < length; index += 2) {
    if (bytes[index] === 0) evenZeros += 1;
    if (bytes[index + 1] === 0) oddZeros += 1;
  }
  const mostly = (zeros: number) => zeros >= pairs * 0.3;
  const hardly = (zeros: number) => zeros <= pairs * 0.05;
  if (mostly(oddZeros) && hardly(evenZeros)) return 'utf-16le';
  if (mostly(evenZeros) && hardly(oddZeros)) return 'utf-16be';
  return null;
}

/** The UTF-16 byte order the file shows by its BOM or its zero bytes, else null. */
function utf16Of(bytes: Uint8Array): string | null {
  const bom = byteOrderMark(bytes);
  if (bom === 'utf-16le' || bom === 'utf-16be') return bom;
  return utf16ByZeroPattern(bytes);
}

function tryDecode(bytes: Uint8Array, encoding: string): DecodedText | null {
  try {
    const decoder = new TextDecoder(encoding, { fatal: true });
    return { text: decoder.decode(bytes), encoding: decoder.encoding };
  } catch {
    return null;
  }
}

/** chardet's best guess among the encodings we trust that also decodes the whole file. */
function guessLegacyEncoding(bytes: Uint8Array): DecodedText | null {
  for (const match of chardet.analyse(bytes.subarray(0, SNIFF_BYTES))) {
    if (!DETECTABLE.has(match.name.toLowerCase())) continue;
    const decoded = tryDecode(bytes, match.name);
    if (decoded) return decoded;
  }
  return null;
}

function detect(bytes: Uint8Array): DecodedText {
  const utf16 = utf16ByZeroPattern(bytes);
  const decoded =
    (utf16 && tryDecode(bytes, utf16)) ??
    tryDecode(bytes, 'utf-8') ??
    guessLegacyEncoding(bytes) ??
    tryDecode(bytes, 'windows-1252');
  // Windows-1252 maps every byte, so the chain always ends with a decoding.
  if (!decoded) throw new UnreadableFileError('The file could not be decoded');
  return decoded;
}

/** The 1-based line of the first byte the decoder refuses: the longest prefix that still decodes, found by halving. */
function lineOfFirstBadByte(bytes: Uint8Array, encoding: string): number {
  const decodesUpTo = (end: number) => {
    try {
      // Streaming keeps a sequence cut at `end` pending instead of calling it invalid.
      new TextDecoder(encoding, { fatal: true }).decode(bytes.subarray(0, end), { stream: true });
      return true;
    } catch {
      return false;
    }
  };
  let good = 0;
  let bad = bytes.length;
  while (bad - good > 1) {
    const middle = Math.floor((good + bad) / 2);
    if (decodesUpTo(middle)) good = middle;
    else bad = middle;
  }
  const before = new TextDecoder(encoding).decode(bytes.subarray(0, good));
  return before.split('\n').length;
}

function strictDecoder(label: string) {
  try {
    return new TextDecoder(normaliseLabel(label), { fatal: true });
  } catch {
    throw new UnreadableFileError(`The encoding "${label}" is not known`);
  }
}

function decodeAs(bytes: Uint8Array, label: string): DecodedText {
  const decoder = strictDecoder(label);
  try {
    return { text: decoder.decode(bytes), encoding: decoder.encoding };
  } catch {
    const line = lineOfFirstBadByte(bytes, decoder.encoding);
    throw new UnreadableFileError(`The file is not valid ${decoder.encoding}`, `line ${line}`);
  }
}

/**
 * The text of a bank file and the encoding it was read with. `label` absent or "auto" detects; a BOM wins even
 * over a given label (as in the WHATWG decode algorithm: a BOM is never an accident). The BOM is not in the text.
 */
export function decodeBankText(bytes: Uint8Array, label?: string): DecodedText {
  const bom = byteOrderMark(bytes);
  if (bom) return decodeAs(bytes, bom);
  if (label === undefined || label.trim() === '' || label.trim().toLowerCase() === 'auto') {
    return detect(bytes);
  }
  return decodeAs(bytes, label);
}

/** Control characters a text file may hold: tab, line ends, form feed, and SOH/ETX/EOF that wrap some bank exports. */
const TEXT_CONTROLS = new Set([0x01, 0x03, 0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x1a]);

/** True for a file that is no text format at all: NUL bytes outside UTF-16, or many control characters. */
export function looksBinary(bytes: Uint8Array): boolean {
  const utf16 = utf16Of(bytes);
  const units: ArrayLike<number> = utf16
    ? Array.from(new TextDecoder(utf16).decode(bytes.subarray(0, SNIFF_BYTES)), (char) => char.charCodeAt(0))
    : bytes.subarray(0, SNIFF_BYTES);
  if (units.length === 0) return false;
  let controls = 0;
  for (let index = 0; index < units.length; index += 1) {
    const unit = units[index] ?? 0;
    if (unit === 0 && !utf16) return true;
    if ((unit < 0x20 || unit === 0x7f) && !TEXT_CONTROLS.has(unit)) controls += 1;
  }
  // A few stray controls happen in real exports; binaries (images, archives, PDFs) have them everywhere.
  return controls > units.length * 0.05;
}
