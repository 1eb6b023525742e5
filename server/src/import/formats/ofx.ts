// OFX and QFX (Quicken's OFX) files: OFX 1.x SGML, OFX 2.x XML and the mix, read by ofx-markup.ts. Each bank
// (STMTRS) or credit-card (CCSTMTRS) statement is one statement, even without transactions; each STMTTRN a
// row.
import { parseAmountText } from './amounts.ts';
import {
  type ReadFile,
  type ReadOptions,
  type ReadRow,
  type ReadStatement,
  UnreadableFileError,
} from './bank-file.ts';
import { decodeAsDeclared, headOf, xmlDeclaredEncoding } from './declared-encoding.ts';
import { asIban } from './iban.ts';
import { findAll, type OfxElement, readOfxMarkup, textAt } from './ofx-markup.ts';
import { calendarDate, refuseWhenNoRowIsUsable, textOrNull, withUniqueLines } from './statement-rows.ts';

/**
 * The encoding the file declares: the XML declaration's, else the SGML header's (ENCODING:UTF-8, else a
 * CHARSET other than NONE, such as 1252 or 8859-1, else the ENCODING, USASCII); null when it declares none.
 */
function declaredEncoding(head: string): string | null {
  const xmlEncoding = xmlDeclaredEncoding(head);
  if (xmlEncoding) return xmlEncoding;
  const headerLines = head.split('<')[0] ?? '';
  const field = (name: string) =>
    new RegExp(`^\\s*${name}\\s*:\\s*(\\S+)`, 'im').exec(headerLines)?.[1]?.toUpperCase() ?? null;
  const encoding = field('ENCODING');
  const charset = field('CHARSET');
  if (encoding === 'UTF-8' || encoding === 'UTF8') return 'utf-8';
  if (charset && charset !== 'NONE') return charset;
  return encoding;
}

/** OFX writes amounts with a point; some European banks with a comma, and never both in one amount. */
function amountCents(text: string | null): number | null {
  if (text === null) return null;
  return parseAmountText(text, text.includes(',') && !text.includes('.') ? ',' : '.');
}

/** DTPOSTED is YYYYMMDD[HHMMSS[.XXX]][[-5:EST]]: the day as written, never moved by its time zone. */
function postedDate(text: string | null): string | null {
  const match = text ? /^(\d{4})(\d{2})(\d{2})/.exec(text) : null;
  return match ? calendarDate(Number(match[1]), Number(match[2]), Number(match[3])) : null;
}

function readTransaction(transaction: OfxElement, statementCurrency: string | null): ReadRow {
  const problems: ReadRow['problems'] = [];
  const postedText = textAt(transaction, 'DTPOSTED');
  const date = postedDate(postedText);
  if (date === null) {
    problems.push({
      field: 'date',
      message: postedText ? `"${postedText}" is not a date` : 'The transaction has no date (DTPOSTED)',
    });
  }
  const amountText = textAt(transaction, 'TRNAMT');
  const amount = amountCents(amountText);
  if (amount === null) {
    problems.push({
      field: 'amount',
      message: amountText ? `"${amountText}" is not an amount` : 'The transaction has no amount (TRNAMT)',
    });
  }
  // CURRENCY says the amounts are in that currency; ORIGCURRENCY that they were converted into CURDEF from
  // it.
  const currency = textAt(transaction, 'CURRENCY', 'CURSYM')?.toUpperCase() ?? statementCurrency;
  return {
    line: transaction.line,
    date,
    amountCents: amount,
    currency,
    payee: textOrNull(textAt(transaction, 'NAME') ?? textAt(transaction, 'PAYEE', 'NAME')),
    note: textOrNull(textAt(transaction, 'MEMO')),
    bankId: textAt(transaction, 'FITID'),
    category: null,
    problems,
  };
}

function readStatement(statement: OfxElement): ReadStatement {
  const account =
    statement.children.find((child) => child.name === 'BANKACCTFROM' || child.name === 'CCACCTFROM') ??
    statement;
  const accountId = textAt(account, 'ACCTID');
  const currency = textAt(statement, 'CURDEF')?.toUpperCase() ?? null;
  return {
    account: {
      number: accountId,
      iban: asIban(accountId),
      currency,
      name: textAt(account, 'ACCTTYPE'),
    },
    // OFX has no opening balance (AVAILBAL is what may be spent, not where the statement started).
    openingBalanceCents: null,
    closingBalanceCents: amountCents(textAt(statement, 'LEDGERBAL', 'BALAMT')),
    rows: findAll(statement, 'STMTTRN').map((transaction) => readTransaction(transaction, currency)),
  };
}

export function readOfx(bytes: Uint8Array, options: ReadOptions, format: 'ofx' | 'qfx'): ReadFile {
  const { text, encoding } = decodeAsDeclared(bytes, options, declaredEncoding(headOf(bytes)));
  if (text.trim() === '') throw new UnreadableFileError('The OFX file is empty');
  const ofx = findAll(readOfxMarkup(text), 'OFX')[0];
  if (!ofx) throw new UnreadableFileError('This is not an OFX file: it has no <OFX> element');
  const statementElements = findAll(ofx, 'STMTRS', 'CCSTMTRS');
  if (statementElements.length === 0) {
    throw new UnreadableFileError('The OFX file holds no bank or credit card statement', `line ${ofx.line}`);
  }
  const statements = withUniqueLines(statementElements.map(readStatement));
  refuseWhenNoRowIsUsable(statements, format.toUpperCase());
  return { format, encoding, statements, problems: [] };
}
