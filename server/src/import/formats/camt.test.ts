import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { UnreadableFileError } from './bank-file.ts';
import { readCamt } from './camt.ts';
import { briefRow, readSample, rowsOf } from './import-samples.test-support.ts';

const bytes = (text: string, encoding = 'utf-8') => new Uint8Array(iconv.encode(text, encoding));
const read = (text: string) => readCamt(bytes(text), {});

const namespace = (message: string, version: string) =>
  `urn:iso:std:iso:20022:tech:xsd:${message}.001.${version}`;

const balance = (code: string, amount: string, indicator = 'CRDT') =>
  `<Bal><Tp><CdOrPrtry><Cd>${code}</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">${amount}</Amt><CdtDbtInd>${indicator}</CdtDbtInd><Dt><Dt>2024-01-31</Dt></Dt></Bal>`;

/** A CAMT.053 v02 statement, one element a line, as banks write them. */
const statement053 = (
  entries: string[],
  balances = [balance('OPBD', '100.00'), balance('CLBD', '50.00', 'DBIT')],
) =>
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<Document xmlns="${namespace('camt.053', '02')}">`,
    '<BkToCstmrStmt>',
    '<GrpHdr><MsgId>M1</MsgId></GrpHdr>',
    '<Stmt>',
    '<Id>S1</Id>',
    '<Acct><Id><IBAN>DE89370400440532013000</IBAN></Id><Ccy>EUR</Ccy><Ownr><Nm>Jane Doe</Nm></Ownr></Acct>',
    ...balances,
    ...entries,
    '</Stmt>',
    '</BkToCstmrStmt>',
    '</Document>',
  ].join('\n');

const entry = (
  amount: string,
  indicator: string,
  inside: string,
  booked = '<BookgDt><Dt>2024-01-15</Dt></BookgDt>',
) =>
  `<Ntry><Amt Ccy="EUR">${amount}</Amt><CdtDbtInd>${indicator}</CdtDbtInd><Sts>BOOK</Sts>${booked}<ValDt><Dt>2024-01-16</Dt></ValDt>${inside}</Ntry>`;

const details = (...transactions: string[]) => `<NtryDtls>${transactions.join('\n')}</NtryDtls>`;

describe('readCamt, statements and entries', () => {
  it('reads a CAMT.053 v2 statement: account, signed balances, and each entry by direction', () => {
    const file = read(
      statement053([
        entry(
          '12.50',
          'CRDT',
          `<AcctSvcrRef>REF-1</AcctSvcrRef>${details(
            '<TxDtls><Refs><EndToEndId>E2E-1</EndToEndId></Refs><RltdPties><Dbtr><Nm>Alice Payer</Nm></Dbtr><Cdtr><Nm>Jane Doe</Nm></Cdtr></RltdPties><RmtInf><Ustrd>Invoice 42\n   part one</Ustrd><Ustrd>and two</Ustrd></RmtInf></TxDtls>',
          )}`,
        ),
        entry(
          '7.005',
          'DBIT',
          details(
            '<TxDtls><Refs><AcctSvcrRef>TX-REF</AcctSvcrRef><EndToEndId>E2E-2</EndToEndId></Refs><RltdPties><Dbtr><Nm>Jane Doe</Nm></Dbtr><Cdtr><Nm>Bob Shop</Nm></Cdtr></RltdPties><RmtInf><Strd><CdtrRefInf><Ref>RF18539007547034</Ref></CdtrRefInf></Strd></RmtInf></TxDtls>',
          ),
        ),
        entry(
          '3',
          'DBIT',
          `${details('<TxDtls><Refs><EndToEndId>NOTPROVIDED</EndToEndId></Refs></TxDtls>')}<AddtlNtryInf>Card fee</AddtlNtryInf>`,
          '',
        ),
      ]),
    );
    expect(file.format).toBe('camt.053');
    expect(file.encoding).toBe('utf-8');
    expect(file.problems).toEqual([]);
    expect(file.statements).toHaveLength(1);
    expect(file.statements[0]?.account).toEqual({
      number: null,
      iban: 'DE89370400440532013000',
      currency: 'EUR',
      name: 'Jane Doe',
    });
    expect(file.statements[0]?.openingBalanceCents).toBe(10000);
    expect(file.statements[0]?.closingBalanceCents).toBe(-5000);
    expect(rowsOf(file).map(briefRow)).toEqual([
      {
        line: 10,
        date: '2024-01-15',
        amountCents: 1250,
        currency: 'EUR',
        payee: 'Alice Payer',
        note: 'Invoice 42 part one and two',
        bankId: 'REF-1',
        problems: [],
      },
      {
        line: 12,
        date: '2024-01-15',
        amountCents: -701,
        currency: 'EUR',
        payee: 'Bob Shop',
        note: 'RF18539007547034',
        bankId: 'TX-REF',
        problems: [],
      },
      // No booking date: the value date; no remittance: the entry's text; NOTPROVIDED is no reference.
      {
        line: 13,
        date: '2024-01-16',
        amountCents: -300,
        currency: 'EUR',
        payee: null,
        note: 'Card fee',
        bankId: null,
        problems: [],
      },
    ]);
  });

  it('reads a CAMT.052 v8 report with prefixed elements, names under Pty and a booking date-time', () => {
    const text = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      `<c:Document xmlns:c="${namespace('camt.052', '08')}"><c:BkToCstmrAcctRpt><c:GrpHdr><c:MsgId>R</c:MsgId></c:GrpHdr>`,
      '<c:Rpt><c:Acct><c:Id><c:Othr><c:Id>0012345678</c:Id></c:Othr></c:Id><c:Ccy>CHF</c:Ccy><c:Nm>Household</c:Nm></c:Acct>',
      '<c:Bal><c:Tp><c:CdOrPrtry><c:Cd>PRCD</c:Cd></c:CdOrPrtry></c:Tp><c:Amt Ccy="CHF">10.10</c:Amt><c:CdtDbtInd>DBIT</c:CdtDbtInd></c:Bal>',
      '<c:Ntry><c:Amt Ccy="CHF">99.95</c:Amt><c:CdtDbtInd>DBIT</c:CdtDbtInd><c:BookgDt><c:DtTm>2024-03-31T23:30:00-05:00</c:DtTm></c:BookgDt>',
      '<c:AcctSvcrRef>A-1</c:AcctSvcrRef><c:NtryDtls><c:TxDtls><c:RltdPties><c:Cdtr><c:Pty><c:Nm>Grocer &amp; Sons</c:Nm></c:Pty></c:Cdtr></c:RltdPties></c:TxDtls></c:NtryDtls></c:Ntry>',
      '</c:Rpt></c:BkToCstmrAcctRpt></c:Document>',
    ].join('\n');
    const file = read(text);
    expect(file.format).toBe('camt.052');
    expect(file.statements[0]?.account).toEqual({
      number: '0012345678',
      iban: null,
      currency: 'CHF',
      name: 'Household',
    });
    expect(file.statements[0]?.openingBalanceCents).toBe(-1010);
    expect(file.statements[0]?.closingBalanceCents).toBeNull();
    expect(rowsOf(file).map(briefRow)).toEqual([
      {
        line: 5,
        date: '2024-03-31',
        amountCents: -9995,
        currency: 'CHF',
        payee: 'Grocer & Sons',
        note: null,
        bankId: 'A-1',
        problems: [],
      },
    ]);
  });

  it('reads a CAMT.054 notification, any version, each Ntfctn a statement', () => {
    const notification = (iban: string, amount: string) =>
      `<Ntfctn><Acct><Id><IBAN>${iban}</IBAN></Id></Acct>${entry(amount, 'CRDT', '<AcctSvcrRef>N</AcctSvcrRef>')}</Ntfctn>`;
    const text = `<Document xmlns="${namespace('camt.054', '04')}"><BkToCstmrDbtCdtNtfctn>\n${notification('DE89 3704 0044 0532 0130 00', '1.00')}\n${notification('FR7630006000011234567890189', '2.00')}\n</BkToCstmrDbtCdtNtfctn></Document>`;
    const file = read(text);
    expect(file.format).toBe('camt.054');
    expect(
      file.statements.map((each) => [each.account.iban, each.rows.map((row) => [row.line, row.amountCents])]),
    ).toEqual([
      ['DE89370400440532013000', [[2, 100]]],
      ['FR7630006000011234567890189', [[3, 200]]],
    ]);
  });

  it('splits a batch whose transactions have their own amounts adding up to the entry, one row each', () => {
    const transaction = (amount: string, name: string, endToEnd: string) =>
      `<TxDtls><Refs><EndToEndId>${endToEnd}</EndToEndId></Refs><AmtDtls><TxAmt><Amt Ccy="EUR">${amount}</Amt></TxAmt></AmtDtls><RltdPties><Dbtr><Nm>${name}</Nm></Dbtr></RltdPties><RmtInf><Ustrd>Dues ${name}</Ustrd></RmtInf></TxDtls>`;
    const file = read(
      statement053([
        entry(
          '30.00',
          'CRDT',
          `<AcctSvcrRef>BATCH</AcctSvcrRef>${details(transaction('10.00', 'Ann', 'e1'), transaction('20.00', 'Ben', 'e2'))}`,
        ),
      ]),
    );
    expect(rowsOf(file).map(briefRow)).toEqual([
      {
        line: 10,
        date: '2024-01-15',
        amountCents: 1000,
        currency: 'EUR',
        payee: 'Ann',
        note: 'Dues Ann',
        bankId: 'e1',
        problems: [],
      },
      {
        line: 11,
        date: '2024-01-15',
        amountCents: 2000,
        currency: 'EUR',
        payee: 'Ben',
        note: 'Dues Ben',
        bankId: 'e2',
        problems: [],
      },
    ]);
  });

  it('keeps a batch as one row when its transactions have no amounts or do not add up', () => {
    const transaction = (amount: string, name: string) =>
      `<TxDtls>${amount ? `<Amt Ccy="EUR">${amount}</Amt>` : ''}<RltdPties><Cdtr><Nm>${name}</Nm></Cdtr></RltdPties><RmtInf><Ustrd>Pay ${name}</Ustrd></RmtInf></TxDtls>`;
    const file = read(
      statement053([
        entry(
          '30.00',
          'DBIT',
          `<AcctSvcrRef>B1</AcctSvcrRef>${details(transaction('', 'Ann'), transaction('', 'Ann'))}`,
        ),
        entry(
          '30.00',
          'DBIT',
          `<AcctSvcrRef>B2</AcctSvcrRef>${details(transaction('10.00', 'Ann'), transaction('10.00', 'Ben'))}<AddtlNtryInf>Payroll</AddtlNtryInf>`,
        ),
      ]),
    );
    expect(rowsOf(file).map((row) => [row.line, row.amountCents, row.payee, row.note, row.bankId])).toEqual([
      [10, -3000, 'Ann', 'Pay Ann; Pay Ann', 'B1'],
      [12, -3000, null, 'Payroll', 'B2'],
    ]);
  });

  it('takes PRCD as the opening balance when there is no OPBD, and reads amounts with many decimals', () => {
    const file = read(
      statement053([entry('0.125', 'CRDT', '')], [balance('PRCD', '1.005'), balance('CLBD', '1.13')]),
    );
    expect(file.statements[0]?.openingBalanceCents).toBe(101);
    expect(file.statements[0]?.closingBalanceCents).toBe(113);
    expect(rowsOf(file)[0]?.amountCents).toBe(13);
  });

  it('keeps an entry whose date or amount is unusable, with the problem, beside good ones', () => {
    const file = read(
      statement053([
        entry('1.00', 'CRDT', ''),
        entry('1.00', 'CRDT', '', '<BookgDt><Dt>2024-02-30</Dt></BookgDt>'),
        entry('abc', 'DBIT', ''),
        entry('1.00', 'XXXX', ''),
      ]),
    );
    expect(rowsOf(file).map((row) => [row.date, row.amountCents, row.problems])).toEqual([
      ['2024-01-15', 100, []],
      [null, 100, [{ field: 'date', message: '"2024-02-30" is not a date' }]],
      ['2024-01-15', null, [{ field: 'amount', message: '"abc" is not an amount' }]],
      [
        '2024-01-15',
        null,
        [{ field: 'amount', message: 'The entry says neither credit nor debit (CdtDbtInd)' }],
      ],
    ]);
  });
});

describe('readCamt, encodings and files that are refused', () => {
  it('decodes by the XML declaration, or by the encoding the person chose', () => {
    const text = statement053([
      entry(
        '1.00',
        'DBIT',
        details('<TxDtls><RltdPties><Cdtr><Nm>Bäckerei Müßig</Nm></Cdtr></RltdPties></TxDtls>'),
      ),
    ]).replace('encoding="UTF-8"', 'encoding="ISO-8859-1"');
    const latin = readCamt(bytes(text, 'latin1'), {});
    expect(latin.encoding).toBe('windows-1252');
    expect(rowsOf(latin)[0]?.payee).toBe('Bäckerei Müßig');
    const chosen = readCamt(bytes(text, 'utf-8'), { encoding: 'utf-8' });
    expect(chosen.encoding).toBe('utf-8');
    expect(rowsOf(chosen)[0]?.payee).toBe('Bäckerei Müßig');
  });

  it('refuses XML that is not well-formed, saying what and on which line', () => {
    const text = statement053([entry('1.00', 'CRDT', '')]).replace('</Stmt>', '</Statement>');
    expect(() => read(text)).toThrow(UnreadableFileError);
    expect(() => read(text)).toThrow(/^The file is not well-formed XML: .*Stmt.* \(line 11\)$/);
  });

  it('refuses a file cut short, naming the elements left open and the last line', () => {
    const text = statement053([entry('1.00', 'CRDT', '')]);
    const cut = text.slice(0, text.indexOf('<ValDt>'));
    expect(() => read(cut)).toThrow(
      new UnreadableFileError(
        'The XML ends with Document/BkToCstmrStmt/Stmt/Ntry still open: the file looks cut short',
        'line 10',
      ),
    );
  });

  it('refuses a group header without statements, XML of another kind, an empty file', () => {
    const headerOnly = `<Document xmlns="${namespace('camt.053', '08')}"><BkToCstmrStmt><GrpHdr><MsgId>1</MsgId></GrpHdr></BkToCstmrStmt></Document>`;
    expect(() => read(headerOnly)).toThrow(
      new UnreadableFileError(
        'The CAMT file has a group header and no Stmt to read',
        'element BkToCstmrStmt',
      ),
    );
    expect(() => read('<?xml version="1.0"?><Document><pain.001/></Document>')).toThrow(
      /This is not a CAMT file/,
    );
    expect(() => read('')).toThrow(new UnreadableFileError('The CAMT file is empty'));
  });

  it('refuses a file whose every entry is broken', () => {
    const text = statement053([
      entry('x', 'CRDT', ''),
      entry('1', 'CRDT', '', '<BookgDt><Dt>soon</Dt></BookgDt>'),
    ]);
    expect(() => read(text)).toThrow(
      new UnreadableFileError(
        'No transaction of this CAMT file can be read: "x" is not an amount',
        'line 10',
      ),
    );
  });
});

describe('readCamt, the sample files', () => {
  it('actual-camt.053.xml: counterparty by direction, joined remittance lines, AddtlNtryInf, a batch split', () => {
    const file = readCamt(readSample('actual-camt.053.xml'), {});
    expect(file.format).toBe('camt.053');
    expect(file.statements).toHaveLength(1);
    expect(file.statements[0]?.account).toEqual({
      number: null,
      iban: 'DE14740618130000033626',
      currency: 'EUR',
      name: 'Testkonto Nummer 1',
    });
    expect(file.statements[0]?.openingBalanceCents).toBe(2416);
    expect(file.statements[0]?.closingBalanceCents).toBe(2761);
    const rows = rowsOf(file).map(briefRow);
    expect(rows.map((row) => [row.line, row.date, row.amountCents, row.payee, row.bankId])).toEqual([
      [63, '2013-12-30', 60, 'Testkonto Nummer 2', '2013123001153870000'],
      [125, '2013-12-30', 50, 'Testkonto Nummer 2', '2013123001153870001'],
      [187, '2024-03-12', -8985, null, '640387810124072/2'],
      [219, '2014-01-07', 120, null, '2014010509572410000'],
      [272, '2024-03-12', -8000, 'Rega', '367406715024072/1'],
      [371, '2014-01-03', 225, 'Testkonto Nummer 2', 'STZV-EtE27122013-11:05-1'],
      [416, '2014-01-03', 120, 'Testkonto Nummer 2', 'STZV-EtE27122013-11:05-2'],
    ]);
    expect(rows.map((row) => row.note)).toEqual([
      'Sammler aus Testknto 2 Zweite Ueberweisung EREF: STZV-EtE28122013-11:29-1 IBAN: DE58740618130100033626 BIC: GENODEF1PFK ABWE: Testkonto 1',
      'Sammler aus Testkonto 2 Erste Ueberweisung EREF: STZV-EtE28122013-11:29-2 IBAN: DE58740618130100033626 BIC: GENODEF1PFK ABWE: Testkonto 1',
      'Supermarkt A',
      'Retoure SEPA Lastschrift vom 03.01.2014, Rueckgabegrund: MD06 Lastschriftwiderspruch durch den Zahlungspflichtigen EREF: STZV-EtE27122013-11 :05-2 CRED: DE79ZZZ00000000584 IBAN: DE14740618130000033626 BIC: GENODEF1PFK ABWE: Testkonto',
      '002462',
      'Lastschrift 2. Zahlung TAN:747216',
      'Lastschrift 1. Zahlung TAN:747216',
    ]);
    expect(rows.every((row) => row.currency === 'EUR' && row.problems.length === 0)).toBe(true);
  });

  it('actual-camt.latin1.xml: CAMT.052 v8 in ISO-8859-1, two entries on one line', () => {
    const file = readCamt(readSample('actual-camt.latin1.xml'), {});
    expect(file).toMatchObject({ format: 'camt.052', encoding: 'windows-1252' });
    expect(file.statements[0]?.account).toEqual({
      number: null,
      iban: 'DE00000000000000000000',
      currency: 'EUR',
      name: 'Max Mustermann',
    });
    expect(rowsOf(file).map(briefRow)).toEqual([
      {
        line: 1,
        date: '2025-09-09',
        amountCents: 10000,
        currency: 'EUR',
        payee: null,
        note: 'M-Überschusssparen',
        bankId: '2025090900000000',
        problems: [],
      },
      {
        line: 2,
        date: '2025-09-09',
        amountCents: -500,
        currency: 'EUR',
        payee: 'Grüße aus München',
        note: 'Restaurant Schrödingers Katze und Café Ünique',
        bankId: '2025090900000001',
        problems: [],
      },
    ]);
  });

  it('genkgo-camt052.v2.xml: a debit names the creditor; the date of a booking date-time as written', () => {
    const file = readCamt(readSample('genkgo-camt052.v2.xml'), {});
    expect(file.format).toBe('camt.052');
    expect(file.statements[0]?.account).toEqual({
      number: 'CH2801234000123456789',
      iban: 'CH2801234000123456789',
      currency: null,
      name: 'FINPETROL',
    });
    expect(rowsOf(file).map(briefRow)).toEqual([
      {
        line: 58,
        date: '2007-10-18',
        amountCents: -20000000,
        currency: 'SEK',
        payee: 'Company Name',
        note: 'Credit',
        bankId: 'AAAASESS-FP-ACCR-01',
        problems: [],
      },
    ]);
  });

  it('genkgo-camt053.v2.five.decimals.xml: three-decimal amounts to the cent', () => {
    const file = readCamt(readSample('genkgo-camt053.v2.five.decimals.xml'), {});
    expect(file.statements[0]?.openingBalanceCents).toBe(1815);
    expect(file.statements[0]?.closingBalanceCents).toBe(2705);
    expect(rowsOf(file).map(briefRow)).toEqual([
      {
        line: 61,
        date: '2014-12-31',
        amountCents: 885,
        currency: 'EUR',
        payee: null,
        note: 'Transaction Description',
        bankId: '000000001',
        problems: [],
      },
    ]);
  });

  it('genkgo-camt053.v2.multi.statement.xml: two statements of the same IBAN', () => {
    const file = readCamt(readSample('genkgo-camt053.v2.multi.statement.xml'), {});
    expect(
      file.statements.map((each) => [each.account.iban, each.openingBalanceCents, each.closingBalanceCents]),
    ).toEqual([
      ['NL26VAYB8060476890', 1815, 2700],
      ['NL26VAYB8060476890', 2700, 2000],
    ]);
    expect(rowsOf(file).map((row) => [row.line, row.amountCents, row.payee, row.note, row.bankId])).toEqual([
      [66, 885, null, 'Transaction Description 1', '000000001'],
      [145, -700, 'Company Name 2', 'Transaction Description 2', '000000002'],
    ]);
  });

  it('genkgo-camt053.v8.xml: a credit names the debtor, under Pty; Othr/Id an IBAN', () => {
    const file = readCamt(readSample('genkgo-camt053.v8.xml'), {});
    expect(file.format).toBe('camt.053');
    expect(file.statements[0]?.account).toEqual({
      number: 'NL26VAYB8060476890',
      iban: 'NL26VAYB8060476890',
      currency: null,
      name: 'FINPETROL',
    });
    expect(file.statements[0]?.openingBalanceCents).toBe(1815);
    expect(file.statements[0]?.closingBalanceCents).toBe(-2700);
    expect(rowsOf(file).map(briefRow)).toEqual([
      {
        line: 110,
        date: '2014-12-31',
        amountCents: 885,
        currency: 'EUR',
        payee: 'NAME NAME',
        note: '4654654654654654',
        bankId: 'AAAASESS-FP-CN_98765/01',
        problems: [],
      },
    ]);
  });

  it('genkgo-camt054.v2.xml: a debit notification whose three details have no amounts stays one row', () => {
    const file = readCamt(readSample('genkgo-camt054.v2.xml'), {});
    expect(file.format).toBe('camt.054');
    expect(rowsOf(file).map(briefRow)).toEqual([
      {
        line: 58,
        date: '2007-10-18',
        amountCents: -20000000,
        currency: 'SEK',
        payee: null,
        note: 'Unstructured Remittance Information V1; Additional Remittance Information V2; Unstructured Remittance Information V3 block 1 Unstructured Remittance Information V3 block 2',
        bankId: 'AAAASESS-FP-ACCR001',
        problems: [],
      },
    ]);
  });

  it('refuses malformed-genkgo-camt053.v2.wrong.xml: a group header and no statement', () => {
    expect(() => readCamt(readSample('malformed-genkgo-camt053.v2.wrong.xml'), {})).toThrow(
      new UnreadableFileError(
        'The CAMT file has a group header and no Stmt to read',
        'element BkToCstmrStmt',
      ),
    );
  });

  it('refuses malformed-truncated-camt053.xml: cut inside a booking date', () => {
    expect(() => readCamt(readSample('malformed-truncated-camt053.xml'), {})).toThrow(
      new UnreadableFileError(
        'The XML ends with Document/BkToCstmrStmt/Stmt/Ntry/BookgDt still open: the file looks cut short',
        'line 95',
      ),
    );
  });
});
