// The information to the account owner (:86:) of an MT940 line, as a payee and a note. Banks write it three
// ways: German banks' structured subfields (GVC, then ?00 booking text, ?20-?29 and ?60-?63 purpose, ?30/?31
// the counterparty's bank and account, ?32/?33 its name), Dutch and French banks' /NAME/…/REMI/… keywords,
// and free text. The counterparty's bank and account are not kept: a note is for reading.
import { textOrNull } from './statement-rows.ts';

export interface Details {
  payee: string | null;
  note: string | null;
}

/** SWIFT lines hold 65 characters: a line filled to the end was cut there, mid-word as often as not. */
const SWIFT_LINE_WIDTH = 65;

function joinWrapped(lines: readonly string[]): string {
  return lines.reduce((text, line, index) => {
    const previous = lines[index - 1];
    if (previous === undefined) return line;
    return previous.length >= SWIFT_LINE_WIDTH ? text + line : `${text} ${line}`;
  }, '');
}

/** SEPA keywords ("EREF+…", "SVWZ+…", "BIC+…") and "MTLG:" start a purpose part, not the rest of a word. */
const SEPA_KEYWORD = /^(?:[A-Z]{3,4}\+|MTLG:)/;
const SUBFIELD = /\?(\d{2})((?:[^?]|\?(?!\d{2}))*)/g;
const PURPOSE_CODES = ['20', '21', '22', '23', '24', '25', '26', '27', '28', '29', '60', '61', '62', '63'];

/**
 * German structured information: the subfields cut at fixed widths, their code itself sometimes cut by a line
 * end ("?2" / "2MTLG"), so the lines are joined as they are and the parts of a field as they are, but for a
 * SEPA keyword, which starts a new part.
 */
function structuredDetails(text: string): Details {
  const subfields = new Map<string, string>();
  for (const [, code = '', value = ''] of text.matchAll(SUBFIELD)) {
    subfields.set(code, (subfields.get(code) ?? '') + value);
  }
  const purpose = PURPOSE_CODES.flatMap((code) => subfields.get(code) ?? []).reduce(
    (joined, part) => (joined && SEPA_KEYWORD.test(part) ? `${joined} ${part}` : joined + part),
    '',
  );
  return {
    payee: textOrNull((subfields.get('32') ?? '') + (subfields.get('33') ?? '')),
    note: textOrNull(purpose) ?? textOrNull(subfields.get('00')),
  };
}

/** The keywords of /KEY/value/ information that this reader uses or must step over. */
const KEYWORD =
  /\/(TRTP|CSID|NAME|MARF|REMI|EREF|IBAN|BIC|CNTP|ORDP|BENM|ULTC|ULTD|ULTB|PURP|RTRN|ISDT|PREF|KREF|OCMT|ATTN|ADDR)\//g;

/**
 * /TRTP/SEPA OVERBOEKING/IBAN/…/NAME/Boulangerie/REMI/Facture 42: NAME (or the name in CNTP's
 * account/BIC/name/city) is the payee, REMI the note without its USTD// or STRD/CUR/ marker.
 */
function keywordDetails(text: string): Details | null {
  const matches = Array.from(text.matchAll(KEYWORD));
  if (matches[0]?.index !== 0) return null;
  const values = new Map<string, string>();
  matches.forEach((match, index) => {
    const end = matches[index + 1]?.index ?? text.length;
    values.set(match[1] ?? '', text.slice(match.index + match[0].length, end).replace(/\/$/, ''));
  });
  const remittance = values.get('REMI')?.replace(/^(?:USTD|STRD)\/[^/]*\//, '');
  return {
    payee: textOrNull(values.get('NAME') ?? values.get('CNTP')?.split('/')[2]),
    note: textOrNull(remittance),
  };
}

/**
 * The payee and note of one :61: line from its :86: fields (some banks repeat the tag), each as its lines.
 */
export function informationDetails(fields: readonly (readonly string[])[]): Details {
  const firstLine = fields[0]?.[0] ?? '';
  if (/^\d{3}\?\d{2}|^\?\d{2}/.test(firstLine)) return structuredDetails(fields.flat().join(''));
  const text = fields.map(joinWrapped).join(' ');
  return keywordDetails(text) ?? { payee: null, note: textOrNull(text) };
}
