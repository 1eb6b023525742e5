// ISO 20022 cash management files: CAMT.052 account reports, CAMT.053 statements and CAMT.054 debit/credit
// notifications, any version (the namespace's prefix is dropped, and what the versions rename is read both
// ways). Each Rpt, Stmt or Ntfctn is one statement; its entries are read in camt-entries.ts.
import type { BankFileFormat, ReadFile, ReadOptions, ReadStatement } from './bank-file.ts';
import { UnreadableFileError } from './bank-file.ts';
import { entryRows, signedCents } from './camt-entries.ts';
import { type EntryLines, entryLines, nodesAt, parseCamtXml, textAt, type XmlNode } from './camt-xml.ts';
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

function readStatement(statement: XmlNode, nextEntryLines: () => EntryLines): ReadStatement {
  const otherId = textAt(statement, 'Acct', 'Id', 'Othr', 'Id');
  const iban = textAt(statement, 'Acct', 'Id', 'IBAN')?.replace(/\s+/g, '').toUpperCase() ?? asIban(otherId);
  const currency = textAt(statement, 'Acct', 'Ccy');
  return {
    account: {
      number: otherId,
      iban,
      currency,
      name: textOrNull(
        textAt(statement, 'Acct', 'Nm') ??
          textAt(statement, 'Acct', 'Ownr', 'Nm') ??
          textAt(statement, 'Acct', 'Ownr', 'Pty', 'Nm'),
      ),
    },
    // PRCD, the balance the previous statement closed with, is where this one opens when it has no OPBD.
    openingBalanceCents: balance(statement, 'OPBD', 'PRCD'),
    closingBalanceCents: balance(statement, 'CLBD'),
    rows: nodesAt(statement, 'Ntry').flatMap((entry) => entryRows(entry, nextEntryLines(), currency)),
  };
}

export function readCamt(bytes: Uint8Array, options: ReadOptions): ReadFile {
  const { text, encoding } = decodeAsDeclared(bytes, options, xmlDeclaredEncoding(headOf(bytes)));
  if (text.trim() === '') throw new UnreadableFileError('The CAMT file is empty');
  const document = nodesAt(parseCamtXml(text), 'Document')[0];
  const kind = MESSAGES.find(({ message }) => nodesAt(document, message).length > 0);
  if (!document || !kind) {
    throw new UnreadableFileError(
      'This is not a CAMT file: it has no Document with a BkToCstmrAcctRpt, BkToCstmrStmt or BkToCstmrDbtCdtNtfctn',
    );
  }
  const statementNodes = nodesAt(document, kind.message, kind.statement);
  if (statementNodes.length === 0) {
    throw new UnreadableFileError(
      `The CAMT file has a group header and no ${kind.statement} to read`,
      `element ${kind.message}`,
    );
  }
  const namespaceFormat = NAMESPACE.exec(text)?.[1];
  const format = MESSAGES.find((each) => each.format === namespaceFormat)?.format ?? kind.format;

  const lines = entryLines(text);
  let entryIndex = 0;
  // Entries the text and the parse count alike; a line of 0 would only come from a miscount.
  const nextEntryLines = () => lines[entryIndex++] ?? { entry: 0, transactions: [] };
  const statements = withUniqueLines(statementNodes.map((node) => readStatement(node, nextEntryLines)));
  refuseWhenNoRowIsUsable(statements, 'CAMT');
  return { format, encoding, statements, problems: [] };
}
