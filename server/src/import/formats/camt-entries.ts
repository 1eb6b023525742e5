// A CAMT entry (Ntry) to its rows. The entry is what the bank booked: its amount, direction and booking date.
// Its transaction details (NtryDtls/TxDtls) say who and why. A batch (one entry, several TxDtls) becomes one
// row per transaction when each has its own amount and they add up to the entry's, as in a collection of
// direct debits, so each payer is a row with its name; otherwise the entry is one row, as booked.
import { parseAmountText } from './amounts.ts';
import type { ReadProblem, ReadRow } from './bank-file.ts';
import { nodesAt, textAt, textsAt, type XmlNode } from './camt-xml.ts';
import { calendarDate, textOrNull } from './statement-rows.ts';

type Direction = 'CRDT' | 'DBIT';

function directionOf(node: XmlNode): Direction | null {
  const indicator = textAt(node, 'CdtDbtInd');
  return indicator === 'CRDT' || indicator === 'DBIT' ? indicator : null;
}

/**
 * Integer cents, negative for a debit; CAMT writes amounts unsigned with a point, sometimes with 3+ decimals.
 */
export function signedCents(text: string | null, direction: Direction | null): number | null {
  const cents = text === null || direction === null ? null : parseAmountText(text, '.');
  if (cents === null) return null;
  return direction === 'DBIT' ? -cents : cents;
}

/** The currency (the Ccy attribute) of the first amount at a path, or null. */
function currencyAt(node: XmlNode, ...path: string[]): string | null {
  return textOrNull(nodesAt(node, ...path)[0]?.attributes.Ccy);
}

/** The day of an ISO date or date-time as written, its offset left alone. */
function dayOf(text: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  return match ? calendarDate(Number(match[1]), Number(match[2]), Number(match[3])) : null;
}

/** The booking date; the value date only for an entry that has no booking date. */
function entryDate(entry: XmlNode, problems: ReadProblem[]): string | null {
  const written =
    textAt(entry, 'BookgDt', 'Dt') ??
    textAt(entry, 'BookgDt', 'DtTm') ??
    textAt(entry, 'ValDt', 'Dt') ??
    textAt(entry, 'ValDt', 'DtTm');
  const date = written === null ? null : dayOf(written);
  if (date === null) {
    const message = written ? `"${written}" is not a date` : 'The entry has no booking date (BookgDt)';
    problems.push({ field: 'date', message });
  }
  return date;
}

/** Who was paid or who paid: the creditor of a debit, the debtor of a credit (under Pty since version 8). */
function counterparty(transaction: XmlNode, direction: Direction | null): string | null {
  if (direction === null) return null;
  const party = direction === 'CRDT' ? 'Dbtr' : 'Cdtr';
  return textOrNull(
    textAt(transaction, 'RltdPties', party, 'Nm') ?? textAt(transaction, 'RltdPties', party, 'Pty', 'Nm'),
  );
}

/** The unstructured remittance lines joined, else each structured block's text or creditor reference. */
function remittance(transaction: XmlNode): string | null {
  const unstructured = textOrNull(textsAt(transaction, 'RmtInf', 'Ustrd').join(' '));
  if (unstructured) return unstructured;
  const structured = nodesAt(transaction, 'RmtInf', 'Strd').flatMap((block) => {
    const text = textsAt(block, 'AddtlRmtInf');
    return text.length > 0 ? text : textsAt(block, 'CdtrRefInf', 'Ref');
  });
  return textOrNull(structured.join(' '));
}

/** The bank's reference of a transaction, else the end-to-end id its payer gave, unless "NOTPROVIDED". */
function transactionReference(transaction: XmlNode): string | null {
  const endToEnd = textAt(transaction, 'Refs', 'EndToEndId');
  const given = endToEnd && endToEnd.toUpperCase() !== 'NOTPROVIDED' ? endToEnd : null;
  return textAt(transaction, 'Refs', 'AcctSvcrRef') ?? given;
}

interface Booked {
  date: string | null;
  cents: number | null;
  direction: Direction | null;
  currency: string | null;
  problems: ReadProblem[];
}

function bookedAmount(entry: XmlNode, statementCurrency: string | null): Booked {
  const problems: ReadProblem[] = [];
  const date = entryDate(entry, problems);
  const direction = directionOf(entry);
  const text = textAt(entry, 'Amt');
  const cents = signedCents(text, direction);
  if (cents === null) {
    let message = `"${text}" is not an amount`;
    if (text === null) message = 'The entry has no amount (Amt)';
    else if (direction === null) message = 'The entry says neither credit nor debit (CdtDbtInd)';
    problems.push({ field: 'amount', message });
  }
  const currency = currencyAt(entry, 'Amt') ?? statementCurrency;
  return { date, cents, direction, currency, problems };
}

/**
 * Each transaction's own amount when a batch splits exactly into them, in the entry's currency; else null.
 */
function splitAmounts(transactions: readonly XmlNode[], booked: Booked): number[] | null {
  if (transactions.length < 2 || booked.cents === null) return null;
  const amounts: number[] = [];
  for (const transaction of transactions) {
    const path = textAt(transaction, 'Amt') !== null ? ['Amt'] : ['AmtDtls', 'TxAmt', 'Amt'];
    const currency = currencyAt(transaction, ...path);
    const cents = signedCents(textAt(transaction, ...path), directionOf(transaction) ?? booked.direction);
    if (cents === null || (currency !== null && currency !== booked.currency)) return null;
    amounts.push(cents);
  }
  return amounts.reduce((sum, cents) => sum + cents, 0) === booked.cents ? amounts : null;
}

const row = (fields: Omit<ReadRow, 'category'>): ReadRow => ({ ...fields, category: null });

/** The rows of one entry, each on the line its Ntry (or, split from a batch, its TxDtls) starts. */
export function entryRows(entry: XmlNode, statementCurrency: string | null): ReadRow[] {
  const booked = bookedAmount(entry, statementCurrency);
  const transactions = nodesAt(entry, 'NtryDtls', 'TxDtls');
  const entryInformation = textOrNull(textAt(entry, 'AddtlNtryInf'));
  const entryReference = textAt(entry, 'AcctSvcrRef');

  const amounts = splitAmounts(transactions, booked);
  if (amounts) {
    return transactions.map((transaction, index) =>
      row({
        line: transaction.line,
        date: booked.date,
        amountCents: amounts[index] ?? null,
        currency: booked.currency,
        payee: counterparty(transaction, directionOf(transaction) ?? booked.direction),
        note: remittance(transaction) ?? entryInformation,
        bankId: transactionReference(transaction),
        problems: [...booked.problems],
      }),
    );
  }

  const [only] = transactions;
  if (transactions.length <= 1) {
    return [
      row({
        line: entry.line,
        date: booked.date,
        amountCents: booked.cents,
        currency: booked.currency,
        payee: only ? counterparty(only, booked.direction) : null,
        note: (only && remittance(only)) ?? entryInformation,
        bankId: entryReference ?? (only ? transactionReference(only) : null),
        problems: booked.problems,
      }),
    ];
  }
  // A batch kept whole: the entry's own text sums it up better than its transactions' remittances one after
  // the other, and a payee only when every transaction names the same one.
  const payees = new Set(transactions.map((transaction) => counterparty(transaction, booked.direction)));
  const remittances = transactions.map(remittance).filter((text) => text !== null);
  return [
    row({
      line: entry.line,
      date: booked.date,
      amountCents: booked.cents,
      currency: booked.currency,
      payee: payees.size === 1 ? ([...payees][0] ?? null) : null,
      note: entryInformation ?? textOrNull(remittances.join('; ')),
      bankId: entryReference,
      problems: booked.problems,
    }),
  ];
}
