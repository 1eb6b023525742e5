// Which format a file is, from its first bytes: the markers each format starts with or holds near its start.
// CSV has none; the caller reads any other text as CSV and refuses the rest.
import type { BankFileFormat } from './bank-file.ts';
import { decodeBankText } from './decode.ts';

/** Headers, envelopes and namespaces sit in the first few kilobytes. */
const SNIFF_BYTES = 8 * 1024;

const BYTE_ORDER_MARKS: readonly [string, readonly number[]][] = [
  ['utf-8', [0xef, 0xbb, 0xbf]],
  ['utf-16le', [0xff, 0xfe]],
  ['utf-16be', [0xfe, 0xff]],
];

/**
 * The start of the file as text. With a BOM, leniently: the cut may fall inside a character. Without one,
 * decodeBankText detects (UTF-16 by its zero bytes, else an encoding that keeps ASCII as it is), and never
 * refuses when it detects.
 */
function headText(bytes: Uint8Array): string {
  const head = bytes.subarray(0, SNIFF_BYTES);
  const bom = BYTE_ORDER_MARKS.find(([, marks]) => marks.every((mark, index) => head[index] === mark));
  return bom ? new TextDecoder(bom[0]).decode(head) : decodeBankText(head).text;
}

const CAMT_NAMESPACE = /urn:iso:std:iso:20022:tech:xsd:camt\.(05[234])\./;
const CAMT_MESSAGE = /<(?:[\w.-]+:)?BkToCstmr(AcctRpt|Stmt|DbtCdtNtfctn)[\s>]/;
const CAMT_FORMATS: Readonly<Record<string, BankFileFormat>> = {
  '052': 'camt.052',
  '053': 'camt.053',
  '054': 'camt.054',
  AcctRpt: 'camt.052',
  Stmt: 'camt.053',
  DbtCdtNtfctn: 'camt.054',
};

/** The namespace's message (camt.053.001.08), else the message's element, for XML without a namespace. */
function camtFormat(text: string): BankFileFormat | null {
  const kind = CAMT_NAMESPACE.exec(text)?.[1] ?? CAMT_MESSAGE.exec(text)?.[1];
  return kind ? (CAMT_FORMATS[kind] ?? null) : null;
}

function ofxFormat(text: string, fileName: string): BankFileFormat | null {
  if (!/OFXHEADER\s*[:=]/i.test(text) && !/<OFX>/i.test(text)) return null;
  return /\.qfx$/i.test(fileName.trim()) || /<INTU\.BID>/i.test(text) ? 'qfx' : 'ofx';
}

const QIF_START = /^!(?:Type|Account|Option)/i;
/** A SWIFT envelope, or a :20: reference with an account or a statement line, each at a line's start. */
const MT940_ENVELOPE = /\{1:F01/;
const MT940_FIELDS = [/^:20:/m, /^:(?:25|61):/m];

export function sniffFormat(bytes: Uint8Array, fileName: string): BankFileFormat | null {
  const text = headText(bytes).trimStart();
  const camt = camtFormat(text);
  if (camt) return camt;
  const ofx = ofxFormat(text, fileName);
  if (ofx) return ofx;
  if (QIF_START.test(text)) return 'qif';
  if (MT940_ENVELOPE.test(text) || MT940_FIELDS.every((field) => field.test(text))) return 'mt940';
  return null;
}
