// SWIFT MT940 statements and MT942 interim reports. Our own reader rather than mt940js: of the six sample
// files it read two; it stops at headers between messages (ABN AMRO, Rabobank), at MT942's missing :60F:
// (mBank) and at a balance that does not add up (PostFinance, the German SEPA file), and it keeps amounts and
// dates as floats and Date objects, where money must stay exact cents and a day must stay the day written.
// Each :20: message is a statement (:34F:, :13D:, :90D:, :90C: of MT942 are left aside); each :61: a row.
import { parseAmountText } from './amounts.ts';
import type { ReadFile, ReadOptions, ReadProblem, ReadRow, ReadStatement } from './bank-file.ts';
import { UnreadableFileError } from './bank-file.ts';
import { decodeBankText } from './decode.ts';
import { asIban } from './iban.ts';
import { informationDetails } from './mt940-details.ts';
import { type SwiftField, swiftFields } from './mt940-fields.ts';
import { calendarDate, refuseWhenNoRowIsUsable, textOrNull } from './statement-rows.ts';

/** YYMMDD: SWIFT years 80-99 are 19xx, the rest 20xx. */
function swiftDate(text: string): { year: number; month: number; day: number } {
  const year = Number(text.slice(0, 2));
  return {
    year: year >= 80 ? 1900 + year : 2000 + year,
    month: Number(text.slice(2, 4)),
    day: Number(text.slice(4, 6)),
  };
}

/** An MT940 amount ("1500,00", "9,", "79,7", "000000001213,28") to cents, negative for D (or RC). */
function cents(amount: string, debit: boolean): number | null {
  const value = parseAmountText(amount, ',');
  return value === null ? null : debit ? -value : value;
}

/** :60F:/:62F: and their M forms: C or D, YYMMDD, currency, amount. */
function balance(field: SwiftField | undefined): { cents: number | null; currency: string | null } {
  const match = /^([CD])\d{6}([A-Z]{3})([\d,]+)/.exec(field?.lines[0]?.trim() ?? '');
  if (!match) return { cents: null, currency: null };
  return { cents: cents(match[3] ?? '', match[1] === 'D'), currency: match[2] ?? null };
}

/**
 * :25: is an IBAN, an account number, BANK/ACCOUNT (German bank code first), each maybe with its currency.
 */
function account(field: SwiftField | undefined) {
  const written = field?.lines[0]?.trim().replace(/^\//, '') ?? '';
  const accountPart = written.split('/').at(-1) ?? '';
  const withoutCurrency = accountPart.replace(/(?<=\d)[A-Z]{3}$/, '');
  const iban = asIban(accountPart) ?? asIban(withoutCurrency);
  return { number: iban || !withoutCurrency ? null : withoutCurrency, iban };
}

// :61: value date, entry date (MMDD), C/D/RC/RD, funds code, amount, transaction type, then the references.
const STATEMENT_LINE = /^(\d{6})(\d{4})?(RC|RD|C|D)([A-Z])?(\d[\d,]*)([A-Z][A-Z0-9]{3})(.*)$/;
/** The customer reference field is 16 characters; Rabobank writes the counterparty's name after it. */
const REFERENCE_WIDTH = 16;

/**
 * The booking date: the entry date when there is one (in the value date's year, or across a new year), else
 * the value date.
 */
function bookingDate(valueDate: string, entryDate: string | undefined): string | null {
  const value = swiftDate(valueDate);
  if (!entryDate) return calendarDate(value.year, value.month, value.day);
  const month = Number(entryDate.slice(0, 2));
  const yearShift = month - value.month > 6 ? -1 : value.month - month > 6 ? 1 : 0;
  return calendarDate(value.year + yearShift, month, Number(entryDate.slice(2, 4)));
}

function readStatementLine(line: SwiftField, information: string[][], currency: string | null): ReadRow {
  const [first = '', supplementary] = line.lines;
  const parts = STATEMENT_LINE.exec(first.trim());
  const details = informationDetails(information);
  const problems: ReadProblem[] = [];
  if (!parts) {
    const message = `The statement line ":61:${first.trim()}" cannot be read`;
    problems.push({ field: 'date', message }, { field: 'amount', message });
  }
  const [, valueDate = '', entryDate, mark = '', , amount = '', , references = ''] = parts ?? [];
  const date = parts ? bookingDate(valueDate, entryDate) : null;
  if (parts && date === null)
    problems.push({ field: 'date', message: `"${valueDate}${entryDate ?? ''}" is not a date` });
  const amountCents = parts ? cents(amount, mark === 'D' || mark === 'RC') : null;
  if (parts && amountCents === null)
    problems.push({ field: 'amount', message: `"${amount}" is not an amount` });

  const [customerReference = '', bankReference] = references.split('//');
  const bankId = textOrNull(bankReference?.slice(0, REFERENCE_WIDTH));
  const afterReference = bankReference === undefined ? customerReference.slice(REFERENCE_WIDTH) : '';
  return {
    line: line.line,
    date,
    amountCents,
    currency,
    payee: details.payee ?? textOrNull(afterReference),
    note: details.note ?? textOrNull(supplementary),
    bankId: bankId?.toUpperCase() === 'NONREF' ? null : bankId,
    category: null,
    problems,
  };
}

/** One message's fields (from its :20:) to a statement: its :61: lines each with the :86: fields after it. */
function readMessage(fields: readonly SwiftField[]): ReadStatement {
  const find = (...tags: string[]) => fields.find((field) => tags.includes(field.tag));
  const opening = balance(find('60F', '60M'));
  const closing = balance(find('62F', '62M'));
  const floorLimitCurrency = /^[A-Z]{3}/.exec(find('34F')?.lines[0] ?? '')?.[0] ?? null;
  const currency = opening.currency ?? closing.currency ?? floorLimitCurrency;
  const lines: { line: SwiftField; information: string[][] }[] = [];
  let previousTag = '';
  for (const field of fields) {
    if (field.tag === '61') lines.push({ line: field, information: [] });
    // Information follows its line; after a balance it is the statement's, which no row needs.
    else if (field.tag === '86' && (previousTag === '61' || previousTag === '86'))
      lines.at(-1)?.information.push(field.lines);
    previousTag = field.tag;
  }
  return {
    account: { ...account(find('25')), currency, name: null },
    openingBalanceCents: opening.cents,
    closingBalanceCents: closing.cents,
    rows: lines.map(({ line, information }) => readStatementLine(line, information, currency)),
  };
}

export function readMt940(bytes: Uint8Array, options: ReadOptions): ReadFile {
  const { text, encoding } = decodeBankText(bytes, options.encoding);
  const messages: SwiftField[][] = [];
  for (const field of swiftFields(text)) {
    // A message starts at its :20:; a :25: with no :20: before it starts one too.
    const current = messages.at(-1);
    if (field.tag === '20' || !current || (field.tag === '25' && current.some((each) => each.tag === '25'))) {
      messages.push([field]);
    } else {
      current.push(field);
    }
  }
  const statementMessages = messages.filter((fields) =>
    fields.some((field) => field.tag === '25' || field.tag === '61'),
  );
  if (statementMessages.length === 0) {
    throw new UnreadableFileError('This is not an MT940 file: it has no :25: account or :61: statement line');
  }
  const statements = statementMessages.map(readMessage);
  refuseWhenNoRowIsUsable(statements, 'MT940');
  return { format: 'mt940', encoding, statements, problems: [] };
}
