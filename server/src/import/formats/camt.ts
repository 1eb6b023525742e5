// ISO 20022 cash management files: CAMT.052 account reports, CAMT.053 statements and CAMT.054 debit/credit
// notifications, any version (the namespace's prefix is dropped, and what the versions rename is read both
// ways). Each Rpt, Stmt or Ntfctn is one statement: its account and balances come from its header, and its
// entries are mapped to rows (camt-entries.ts) one at a time, as the streaming reader (camt-xml.ts) gives them.
import type { BankFileFormat, ReadFile, ReadOptions, ReadStatement } from './bank-file.ts';
import { UnreadableFileError } from './bank-file.ts';
import { entryRows, signedCents } from './camt-entries.ts';
import { camtParts, nodesAt, textAt, type XmlNode } from './camt-xml.ts';
import { decodeAsDeclared, headOf, xmlDeclaredEncoding } from './declared-encoding.ts';
import { asIban } from './iban.ts';
import { refuseWhenNoRowIsUsable, textOrNull, withUniqueLines } from './statement-rows.ts';

type CamtFormat = Extract<BankFileFormat, `camt.${string}`>;

/** Each message: its element under Document, the element of each of its statements, and its format. */
const MESSAGES = [
  { message: 'BkToCstmrAcctRpt', statement: 'Rpt', format: 'camt.052' },
  { message: 'BkToCstmrStmt', statement: 'Stmt', format: 'camt.053' },
  { message: 'BkToCstmrDbtCdtNtfctn', statement: 'Ntfctn', format: 'camt.054' },
] as const satisfies readonly { message: string; statement: string; format: CamtFormat }[];

const NAMESPACE = /urn:iso:std:iso:20022:tech:xsd:(camt\.05[234])\.001\.\d+/;

/** The balance of the first of `codes` the statement has (OPBD, else PRCD...), signed by its CdtDbtInd. */
function balance(statement: XmlNode, ...codes: string[]): number | null {
  const balances = nodesAt(statement, 'Bal');
  for (const code of codes) {
    const found = balances.find((each) => textAt(each, 'Tp', 'CdOrPrtry', 'Cd') === code);
    if (found) {
      const indicator = textAt(found, 'CdtDbtInd');
      return signedCents(
        textAt(found, 'Amt'),
        indicator === 'DBIT' || indicator === 'CRDT' ? indicator : null,
      );
    }
  }
  return null;
}

/** A statement's account and balances, from its header; its rows are added as its entries are read. */
function readStatement(header: XmlNode): ReadStatement {
  const otherId = textAt(header, 'Acct', 'Id', 'Othr', 'Id');
  const iban = textAt(header, 'Acct', 'Id', 'IBAN')?.replace(/\s+/g, '').toUpperCase() ?? asIban(otherId);
  const currency = textAt(header, 'Acct', 'Ccy');
  return {
    account: {
      number: otherId,
      iban,
      currency,
      name: textOrNull(
        textAt(header, 'Acct', 'Nm') ??
          textAt(header, 'Acct', 'Ownr', 'Nm') ??
          textAt(header, 'Acct', 'Ownr', 'Pty', 'Nm'),
      ),
    },
    // PRCD, the balance the previous statement closed with, is where this one opens when it has no OPBD.
    openingBalanceCents: balance(header, 'OPBD', 'PRCD'),
    closingBalanceCents: balance(header, 'CLBD'),
    rows: [],
  };
}

export function readCamt(bytes: Uint8Array, options: ReadOptions): ReadFile {
  const { text, encoding } = decodeAsDeclared(bytes, options, xmlDeclaredEncoding(headOf(bytes)));
  if (text.trim() === '') throw new UnreadableFileError('The CAMT file is empty');
  let kind: (typeof MESSAGES)[number] | undefined;
  let namespaceFormat: string | undefined;
  const statements: ReadStatement[] = [];
  for (const part of camtParts(text, MESSAGES)) {
    if (part.kind === 'message') {
      kind ??= MESSAGES.find(({ message }) => message === part.name);
      namespaceFormat ??= part.namespaces.map((each) => NAMESPACE.exec(each)?.[1]).find(Boolean);
    } else if (part.kind === 'statement') {
      statements.push(readStatement(part.header));
    } else {
      // Entries come after the header of the statement they are in.
      const statement = statements.at(-1);
      statement?.rows.push(...entryRows(part.entry, statement.account.currency));
    }
  }
  if (!kind) {
    throw new UnreadableFileError(
      'This is not a CAMT file: it has no Document with a BkToCstmrAcctRpt, BkToCstmrStmt or BkToCstmrDbtCdtNtfctn',
    );
  }
  if (statements.length === 0) {
    throw new UnreadableFileError(
      `The CAMT file has a group header and no ${kind.statement} to read`,
      `element ${kind.message}`,
    );
  }
  const format = MESSAGES.find((each) => each.format === namespaceFormat)?.format ?? kind.format;
  const numbered = withUniqueLines(statements);
  refuseWhenNoRowIsUsable(numbered, 'CAMT');
  return { format, encoding, statements: numbered, problems: [] };
}
