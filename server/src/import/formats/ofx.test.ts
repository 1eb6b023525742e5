import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { UnreadableFileError } from './bank-file.ts';
import { briefRow, readSample, rowsOf } from './import-samples.test-support.ts';
import { readOfx } from './ofx.ts';

const bytes = (text: string, encoding = 'utf-8') => new Uint8Array(iconv.encode(text, encoding));
const read = (text: string, encoding?: string) => readOfx(bytes(text, encoding), {}, 'ofx');

const SGML_HEADER = [
  'OFXHEADER:100',
  'DATA:OFXSGML',
  'VERSION:102',
  'SECURITY:NONE',
  'ENCODING:USASCII',
  'CHARSET:1252',
  'COMPRESSION:NONE',
  'OLDFILEUID:NONE',
  'NEWFILEUID:NONE',
  '',
].join('\n');

const bankStatement = (transactions: string, account = '<ACCTID>12345<ACCTTYPE>CHECKING') =>
  `<STMTTRNRS><TRNUID>1<STMTRS><CURDEF>EUR<BANKACCTFROM><BANKID>999${account}</BANKACCTFROM>
<BANKTRANLIST><DTSTART>20240101<DTEND>20240131
${transactions}
</BANKTRANLIST><LEDGERBAL><BALAMT>1500.25<DTASOF>20240131</LEDGERBAL><AVAILBAL><BALAMT>99.00<DTASOF>20240131</AVAILBAL>
</STMTRS></STMTTRNRS>`;

const sgml = (statements: string) =>
  `${SGML_HEADER}<OFX>\n<BANKMSGSRSV1>\n${statements}\n</BANKMSGSRSV1>\n</OFX>\n`;

describe('readOfx, OFX 1.x SGML', () => {
  it('reads unclosed leaf tags, one tag a line, with the statement, account and balances', () => {
    const file = read(
      sgml(
        bankStatement(
          [
            '<STMTTRN>',
            '<TRNTYPE>DEBIT',
            '<DTPOSTED>20240105120000.000[-5:EST]',
            '<TRNAMT>-12.34',
            '<FITID>A1',
            '<NAME>Corner Shop',
            '<MEMO>Card 1234',
            '</STMTTRN>',
            '<STMTTRN>',
            '<TRNTYPE>CREDIT',
            '<DTPOSTED>20240131',
            '<TRNAMT>2500',
            '<FITID>A2',
            '<PAYEE><NAME>Employer Ltd<ADDR1>1 Road</PAYEE>',
            '</STMTTRN>',
          ].join('\n'),
        ),
      ),
    );
    expect(file.format).toBe('ofx');
    expect(file.encoding).toBe('windows-1252');
    expect(file.problems).toEqual([]);
    expect(file.statements).toHaveLength(1);
    const [statement] = file.statements;
    expect(statement?.account).toEqual({ number: '12345', iban: null, currency: 'EUR', name: 'CHECKING' });
    expect(statement?.openingBalanceCents).toBeNull();
    expect(statement?.closingBalanceCents).toBe(150025);
    expect(statement?.rows.map(briefRow)).toEqual([
      {
        line: 14,
        date: '2024-01-05',
        amountCents: -1234,
        currency: 'EUR',
        payee: 'Corner Shop',
        note: 'Card 1234',
        bankId: 'A1',
        problems: [],
      },
      {
        line: 22,
        date: '2024-01-31',
        amountCents: 250000,
        currency: 'EUR',
        payee: 'Employer Ltd',
        note: null,
        bankId: 'A2',
        problems: [],
      },
    ]);
    expect(statement?.rows[0]?.category).toBeNull();
  });

  it('gives rows written on one long line numbers that stay unique and grow', () => {
    const transaction = (id: string) =>
      `<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20240105<TRNAMT>-1.00<FITID>${id}<NAME>Shop ${id}</STMTTRN>`;
    const oneLine = `${transaction('a')}${transaction('b')}${transaction('c')}`;
    const text = sgml(bankStatement(`${oneLine}\n${transaction('d')}\n${transaction('e')}`));
    const first = rowsOf(read(text));
    // Three rows start on line 14: 14, 15 and 16; the next row's own line 15 is taken, so it is 17, then 18.
    expect(first.map((row) => [row.bankId, row.line])).toEqual([
      ['a', 14],
      ['b', 15],
      ['c', 16],
      ['d', 17],
      ['e', 18],
    ]);
    expect(rowsOf(read(text)).map((row) => row.line)).toEqual(first.map((row) => row.line));
  });

  it('reads a file without any header, with leading blank lines', () => {
    const text = `\n\n\n<OFX><BANKMSGSRSV1>${bankStatement('<STMTTRN><DTPOSTED>20231224<TRNAMT>-5<FITID>x<NAME>Tree</STMTTRN>')}</BANKMSGSRSV1></OFX>`;
    expect(rowsOf(read(text)).map(briefRow)).toEqual([
      {
        line: 6,
        date: '2023-12-24',
        amountCents: -500,
        currency: 'EUR',
        payee: 'Tree',
        note: null,
        bankId: 'x',
        problems: [],
      },
    ]);
  });

  it('decodes character entities, and the double escaping some banks write', () => {
    const rows = rowsOf(
      read(
        sgml(
          bankStatement(
            '<STMTTRN><DTPOSTED>20240105<TRNAMT>-1<FITID>e1<NAME>Fish &amp; Chips &#39;R&#x27; Us<MEMO>a &lt;b&gt; &quot;c&quot;</STMTTRN>\n' +
              '<STMTTRN><DTPOSTED>20240105<TRNAMT>-1<FITID>e2<NAME>TPAY &amp;lt;DEFTPYMT&amp;gt;</STMTTRN>',
          ),
        ),
      ),
    );
    expect(rows.map((row) => [row.payee, row.note])).toEqual([
      ["Fish & Chips 'R' Us", 'a <b> "c"'],
      ['TPAY <DEFTPYMT>', null],
    ]);
  });

  it('keeps empty tags empty: no FITID, NAME or CURDEF is null, not the next element', () => {
    const text = `${SGML_HEADER}<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF></CURDEF><BANKACCTFROM><BANKID>B</BANKID><BRANCHID></BRANCHID><ACCTID>777</ACCTID></BANKACCTFROM><BANKTRANLIST><STMTTRN><DTPOSTED>20180507</DTPOSTED><TRNAMT>12.34</TRNAMT><FITID></FITID><NAME></NAME><MEMO>Transfer</MEMO></STMTTRN></BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>`;
    const file = read(text);
    expect(file.statements[0]?.account).toEqual({ number: '777', iban: null, currency: null, name: null });
    expect(rowsOf(file).map(briefRow)).toEqual([
      {
        line: 10,
        date: '2018-05-07',
        amountCents: 1234,
        currency: null,
        payee: null,
        note: 'Transfer',
        bankId: null,
        problems: [],
      },
    ]);
  });
});

describe('readOfx, OFX 2.x XML and the mix', () => {
  it('reads closed tags, CDATA and CRLF line ends', () => {
    const text = [
      '<?xml version="1.0" encoding="UTF-8" standalone="no"?>',
      '<?OFX OFXHEADER="200" VERSION="211" SECURITY="NONE" OLDFILEUID="NONE" NEWFILEUID="NONE"?>',
      '<OFX>',
      '  <BANKMSGSRSV1><STMTTRNRS><STMTRS>',
      '    <CURDEF>USD</CURDEF>',
      '    <BANKACCTFROM><BANKID>1</BANKID><ACCTID>555</ACCTID><ACCTTYPE>SAVINGS</ACCTTYPE></BANKACCTFROM>',
      '    <BANKTRANLIST>',
      '      <STMTTRN>',
      '        <DTPOSTED>20240229235959.000[-8:PST]</DTPOSTED>',
      '        <TRNAMT>-3.455</TRNAMT>',
      '        <FITID>X9</FITID>',
      '        <NAME><![CDATA[Café <Bistro> & Co  ]]></NAME>',
      '        <MEMO><![CDATA[Lunch]]></MEMO>',
      '      </STMTTRN>',
      '    </BANKTRANLIST>',
      '    <LEDGERBAL><BALAMT></BALAMT><DTASOF>20240229</DTASOF></LEDGERBAL>',
      '  </STMTRS></STMTTRNRS></BANKMSGSRSV1>',
      '</OFX>',
    ].join('\r\n');
    const file = read(text);
    expect(file.encoding).toBe('utf-8');
    expect(file.statements[0]?.closingBalanceCents).toBeNull();
    expect(file.statements[0]?.account.name).toBe('SAVINGS');
    expect(rowsOf(file).map(briefRow)).toEqual([
      {
        line: 8,
        date: '2024-02-29',
        amountCents: -346,
        currency: 'USD',
        payee: 'Café <Bistro> & Co',
        note: 'Lunch',
        bankId: 'X9',
        problems: [],
      },
    ]);
  });

  it('reads an XML header over unclosed SGML tags, and a credit card statement', () => {
    const text = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<?OFX OFXHEADER="200" VERSION="203"?>',
      '<OFX>',
      '<CREDITCARDMSGSRSV1><CCSTMTTRNRS><TRNUID>1',
      '<STATUS><CODE>0<SEVERITY>INFO</STATUS>',
      '<CCSTMTRS><CURDEF>AUD',
      '<CCACCTFROM><ACCTID>4111111111111111</CCACCTFROM>',
      '<BANKTRANLIST>',
      '<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20170508000000<TRNAMT>-5.50<FITID>F1<MEMO>COFFEE</STMTTRN>',
      '</BANKTRANLIST>',
      '<LEDGERBAL><BALAMT>-123.45<DTASOF>20170510</LEDGERBAL>',
      '</CCSTMTRS></CCSTMTTRNRS></CREDITCARDMSGSRSV1></OFX>',
    ].join('\n');
    const file = readOfx(bytes(text), {}, 'qfx');
    expect(file.format).toBe('qfx');
    expect(file.statements).toHaveLength(1);
    expect(file.statements[0]?.account).toEqual({
      number: '4111111111111111',
      iban: null,
      currency: 'AUD',
      name: null,
    });
    expect(file.statements[0]?.closingBalanceCents).toBe(-12345);
    expect(rowsOf(file).map(briefRow)).toEqual([
      {
        line: 9,
        date: '2017-05-08',
        amountCents: -550,
        currency: 'AUD',
        payee: null,
        note: 'COFFEE',
        bankId: 'F1',
        problems: [],
      },
    ]);
  });

  it('gives each account its statement, bank and card alike, even without transactions', () => {
    const text = sgml(
      `${bankStatement('', '<ACCTID>DE89 3704 0044 0532 0130 00<ACCTTYPE>CHECKING')}
<STMTTRNRS><STMTRS><CURDEF>EUR<BANKACCTFROM><ACCTID>2<ACCTTYPE>SAVINGS</BANKACCTFROM>
<BANKTRANLIST><STMTTRN><DTPOSTED>20240102<TRNAMT>10<FITID>s1</STMTTRN></BANKTRANLIST></STMTRS></STMTTRNRS>
</BANKMSGSRSV1><CREDITCARDMSGSRSV1><CCSTMTTRNRS><CCSTMTRS><CURDEF>USD<CCACCTFROM><ACCTID>9</CCACCTFROM>
<BANKTRANLIST></BANKTRANLIST></CCSTMTRS></CCSTMTTRNRS></CREDITCARDMSGSRSV1><BANKMSGSRSV1>`,
    );
    const file = read(text);
    expect(file.statements.map((statement) => [statement.account, statement.rows.length])).toEqual([
      [
        {
          number: 'DE89 3704 0044 0532 0130 00',
          iban: 'DE89370400440532013000',
          currency: 'EUR',
          name: 'CHECKING',
        },
        0,
      ],
      [{ number: '2', iban: null, currency: 'EUR', name: 'SAVINGS' }, 1],
      [{ number: '9', iban: null, currency: 'USD', name: null }, 0],
    ]);
  });

  it('takes a row currency from CURRENCY, and keeps CURDEF for ORIGCURRENCY (amounts already converted)', () => {
    const rows = rowsOf(
      read(
        sgml(
          bankStatement(
            '<STMTTRN><DTPOSTED>20240105<TRNAMT>-10<FITID>c1<CURRENCY><CURRATE>1.1<CURSYM>usd</CURRENCY></STMTTRN>\n' +
              '<STMTTRN><DTPOSTED>20240105<TRNAMT>-11<FITID>c2<ORIGCURRENCY><CURRATE>1.1<CURSYM>GBP</ORIGCURRENCY></STMTTRN>',
          ),
        ),
      ),
    );
    expect(rows.map((row) => row.currency)).toEqual(['USD', 'EUR']);
  });
});

describe('readOfx, encodings', () => {
  const withName = (header: string, name: string) =>
    `${header}<OFX><BANKMSGSRSV1>${bankStatement(`<STMTTRN><DTPOSTED>20240105<TRNAMT>-1<FITID>n<NAME>${name}</STMTTRN>`)}</BANKMSGSRSV1></OFX>`;

  it('decodes by the CHARSET of an SGML header, Windows-1252 and ISO-8859-1', () => {
    const file = read(withName(SGML_HEADER, 'Café – 5€'), 'windows-1252');
    expect(file.encoding).toBe('windows-1252');
    expect(rowsOf(file)[0]?.payee).toBe('Café – 5€');
    const latin = read(withName(SGML_HEADER.replace('CHARSET:1252', 'CHARSET:8859-1'), 'prépayée'), 'latin1');
    expect(rowsOf(latin)[0]?.payee).toBe('prépayée');
  });

  it('decodes ENCODING:UTF-8 and an XML declaration as UTF-8', () => {
    const header = SGML_HEADER.replace('ENCODING:USASCII', 'ENCODING:UTF-8').replace(
      'CHARSET:1252',
      'CHARSET:NONE',
    );
    const file = read(withName(header, 'Müller €'));
    expect(file.encoding).toBe('utf-8');
    expect(rowsOf(file)[0]?.payee).toBe('Müller €');
  });

  it('decodes by the XML declaration, and by the encoding the person chose over the header', () => {
    const latinXml = withName(
      '<?xml version="1.0" encoding="ISO-8859-1"?>\n<?OFX OFXHEADER="200"?>\n',
      'Grüße',
    );
    expect(rowsOf(read(latinXml, 'latin1'))[0]?.payee).toBe('Grüße');
    const chosen = readOfx(bytes(withName(SGML_HEADER, 'Grüße'), 'utf-8'), { encoding: 'utf-8' }, 'ofx');
    expect(chosen.encoding).toBe('utf-8');
    expect(rowsOf(chosen)[0]?.payee).toBe('Grüße');
  });

  it('detects the encoding when the declared one does not decode the bytes', () => {
    const header = SGML_HEADER.replace('ENCODING:USASCII', 'ENCODING:UTF-8');
    const file = read(withName(header, 'Café'), 'windows-1252');
    expect(file.encoding).toBe('windows-1252');
    expect(rowsOf(file)[0]?.payee).toBe('Café');
  });
});

describe('readOfx, rows with problems and files that are refused', () => {
  const transaction = (posted: string, amount: string, id: string) =>
    `<STMTTRN><DTPOSTED>${posted}<TRNAMT>${amount}<FITID>${id}</STMTTRN>`;

  it('keeps a row whose date or amount is unusable, with a problem on that field', () => {
    const rows = rowsOf(
      read(
        sgml(
          bankStatement(
            [
              transaction('20240105', '-1.00', 'good'),
              transaction('20240231', '-1.00', 'no-such-day'),
              transaction('20240105', '12.3.4', 'bad-amount'),
              '<STMTTRN><TRNAMT>4<FITID>no-date</STMTTRN>',
            ].join('\n'),
          ),
        ),
      ),
    );
    expect(rows.map((row) => [row.bankId, row.date, row.amountCents, row.problems])).toEqual([
      ['good', '2024-01-05', -100, []],
      ['no-such-day', null, -100, [{ field: 'date', message: '"20240231" is not a date' }]],
      ['bad-amount', '2024-01-05', null, [{ field: 'amount', message: '"12.3.4" is not an amount' }]],
      ['no-date', null, 400, [{ field: 'date', message: 'The transaction has no date (DTPOSTED)' }]],
    ]);
  });

  it('refuses a file none of whose rows can be read, saying where', () => {
    const text = sgml(
      bankStatement(`${transaction('2024', '1', 'a')}\n${transaction('20240101', 'x', 'b')}`),
    );
    expect(() => read(text)).toThrow(UnreadableFileError);
    expect(() => read(text)).toThrow(
      new UnreadableFileError('No transaction of this OFX file can be read: "2024" is not a date', 'line 14'),
    );
  });

  it('refuses an empty file, a file with no OFX element and one with no statement', () => {
    expect(() => read('')).toThrow(new UnreadableFileError('The OFX file is empty'));
    expect(() => read('  \n ')).toThrow(UnreadableFileError);
    expect(() => read('Date,Amount\n2024-01-01,3\n')).toThrow('it has no <OFX> element');
    expect(() =>
      read(`${SGML_HEADER}<OFX><SIGNONMSGSRSV1><SONRS><CODE>0</SONRS></SIGNONMSGSRSV1></OFX>`),
    ).toThrow('The OFX file holds no bank or credit card statement (line 10)');
  });
});

describe('readOfx, the sample files', () => {
  const sample = (name: string) => readOfx(readSample(name), {}, name.endsWith('.qfx') ? 'qfx' : 'ofx');

  it('actual-1252.qfx: CHARSET 1252 decodes the euro sign and the em dash', () => {
    const file = sample('actual-1252.qfx');
    expect(file).toMatchObject({ format: 'qfx', encoding: 'windows-1252' });
    expect(file.statements[0]?.account).toEqual({
      number: '999-12345-0055666-EOP',
      iban: null,
      currency: 'CAD',
      name: 'CHECKING',
    });
    expect(file.statements[0]?.closingBalanceCents).toBe(999999);
    expect(rowsOf(file).map(briefRow)).toEqual([
      {
        line: 43,
        date: '2022-10-19',
        amountCents: -2000,
        currency: 'CAD',
        payee: 'Café Métro €uro',
        note: 'Paiement 5€ — débit',
        bankId: 'cafe1252xx',
        problems: [],
      },
    ]);
  });

  it('actual-8859-1.qfx: CHARSET 8859-1 decides the decoding', () => {
    expect(rowsOf(sample('actual-8859-1.qfx')).map((row) => [row.payee, row.note, row.bankId])).toEqual([
      ['Paiement facture/Carte prépayée', 'PWW', 'wSoKuCS77'],
    ]);
  });

  it('actual-utf-8.qfx: ENCODING:UTF-8', () => {
    const file = sample('actual-utf-8.qfx');
    expect(file.encoding).toBe('utf-8');
    expect(rowsOf(file).map((row) => [row.payee, row.note, row.bankId])).toEqual([
      ['Café Métro €uro', 'Paiement 5€ — débit', 'cafeUtf8xx'],
    ]);
  });

  it('actual-data-multi-decimal.ofx: amounts with three and five decimals', () => {
    const file = sample('actual-data-multi-decimal.ofx');
    expect(file.statements[0]?.closingBalanceCents).toBeNull();
    expect(rowsOf(file).map(briefRow)).toEqual([
      {
        line: 46,
        date: '2019-01-23',
        amountCents: -3000,
        currency: 'USD',
        payee: 'PATIENT FIRST TOKEN 01/22 PURCHA',
        note: null,
        bankId: '00092990122-30.00019012312798.01',
        problems: [],
      },
      {
        line: 53,
        date: '2019-01-23',
        amountCents: -377,
        currency: 'USD',
        payee: 'STARBUCKS STORE 07604 01/21 PURC',
        note: null,
        bankId: '00092990121-3.77019012312828.01',
        problems: [],
      },
    ]);
  });

  it('actual-data-payee-memo.ofx: NAME and MEMO, NAME only, MEMO only, neither', () => {
    const file = sample('actual-data-payee-memo.ofx');
    expect(file.statements[0]?.closingBalanceCents).toBe(100000);
    expect(rowsOf(file).map((row) => [row.line, row.amountCents, row.payee, row.note, row.bankId])).toEqual([
      [39, -1000, 'Payee Name', 'Memo Text', 'test-name-and-memo'],
      [47, -2000, 'Payee Name Only', null, 'test-name-only'],
      [54, -3000, null, 'Memo Only Text', 'test-memo-only'],
      [61, -4000, null, null, 'test-neither'],
    ]);
  });

  it('actual-html-vals.qfx: entities in NAME and MEMO, rows on lines of their own after a one-line header', () => {
    expect(rowsOf(sample('actual-html-vals.qfx')).map(briefRow)).toEqual([
      {
        line: 15,
        date: '2023-05-09',
        amountCents: -100,
        currency: 'CAD',
        payee: '000000000000000',
        note: 'PREAUTHORIZED DEBIT;B.C. HYDRO & POWER AUTHORITY;Electronic Funds Transfer',
        bankId: '23129130032333396279270000',
        problems: [],
      },
      {
        line: 16,
        date: '2023-03-01',
        amountCents: -100,
        currency: 'CAD',
        payee: 'TPAY <DEFTPYMT>',
        note: 'PREAUTHORIZED DEBIT;LUXMORE REALTY PPTY MGMT;Electronic Funds Transfer',
        bankId: '23060061032549554596530000',
        problems: [],
      },
    ]);
  });

  it('ofxparse-anzcc.ofx: a credit card statement under an XML header with SGML tags', () => {
    const file = sample('ofxparse-anzcc.ofx');
    expect(file.encoding).toBe('utf-8');
    expect(file.statements.map((statement) => [statement.account, statement.closingBalanceCents])).toEqual([
      [{ number: '1234123412341234', iban: null, currency: 'AUD', name: null }, -12345],
    ]);
    expect(rowsOf(file).map(briefRow)).toEqual([
      {
        line: 29,
        date: '2017-05-08',
        amountCents: -550,
        currency: 'AUD',
        payee: null,
        note: 'SOME MEMO',
        bankId: '201705080001',
        problems: [],
      },
    ]);
  });

  it('ofxparse-bank_medium.ofx: a statement on a few long lines, DTPOSTED with [-5:EST] kept on its day', () => {
    const file = sample('ofxparse-bank_medium.ofx');
    expect(file.statements[0]?.account.number).toBe('12300 000012345678');
    expect(file.statements[0]?.closingBalanceCents).toBe(38234);
    expect(
      rowsOf(file).map((row) => [row.line, row.date, row.amountCents, row.payee, row.note, row.bankId]),
    ).toEqual([
      [
        15,
        '2009-04-01',
        -660,
        "MCDONALD'S #112",
        "POS MERCHANDISE;MCDONALD'S #112",
        '0000123456782009040100001',
      ],
      [
        16,
        '2009-04-02',
        -31667,
        "Joe's Bald Hairstyles",
        "MISCELLANEOUS PAYMENTS;Joe's Bald Hairstyles",
        '0000123456782009040200004',
      ],
      [
        17,
        '2009-04-03',
        -2200,
        "CONNIE'S HAIR D",
        "POS MERCHANDISE;CONNIE'S HAIR D",
        '0000123456782009040300005',
      ],
    ]);
  });

  it('ofxparse-empty_balance.ofx: no header, the row read and the empty balance null', () => {
    const file = sample('ofxparse-empty_balance.ofx');
    expect(file.statements[0]?.closingBalanceCents).toBeNull();
    expect(file.statements[0]?.account).toEqual({
      number: '192639749',
      iban: null,
      currency: 'CAD',
      name: 'CHECKING',
    });
    expect(rowsOf(file).map(briefRow)).toEqual([
      {
        line: 29,
        date: '2011-03-08',
        amountCents: 12000,
        currency: 'CAD',
        payee: 'Foobar',
        note: null,
        bankId: '2000957249',
        problems: [],
      },
    ]);
  });

  it('ofxparse-multiple_accounts2.ofx: two statements without transactions', () => {
    const file = sample('ofxparse-multiple_accounts2.ofx');
    expect(file.statements).toEqual([
      {
        account: { number: '9100', iban: null, currency: 'USD', name: 'CHECKING' },
        openingBalanceCents: null,
        closingBalanceCents: 11100,
        rows: [],
      },
      {
        account: { number: '9200', iban: null, currency: 'USD', name: 'SAVINGS' },
        openingBalanceCents: null,
        closingBalanceCents: 22200,
        rows: [],
      },
    ]);
  });

  it('ofxparse-ofx-v102-empty-tags.ofx: empty FITID, NAME and CURDEF, the row currency from CURRENCY', () => {
    const file = sample('ofxparse-ofx-v102-empty-tags.ofx');
    expect(file.statements[0]?.account).toEqual({
      number: '12345678',
      iban: null,
      currency: null,
      name: null,
    });
    expect(file.statements[0]?.closingBalanceCents).toBeNull();
    expect(rowsOf(file).map(briefRow)).toEqual([
      {
        line: 23,
        date: '2018-05-07',
        amountCents: 1234,
        currency: 'AUD',
        payee: null,
        note: 'CBA:Transfer',
        bankId: null,
        problems: [],
      },
    ]);
  });

  it('ofxparse-suncorp.ofx: OFX 2 XML with CRLF and CDATA', () => {
    const file = sample('ofxparse-suncorp.ofx');
    expect(file.statements[0]?.closingBalanceCents).toBe(123412);
    expect(rowsOf(file).map(briefRow)).toEqual([
      {
        line: 35,
        date: '2013-12-15',
        amountCents: -1685,
        currency: 'AUD',
        payee: 'EFTPOS WDL HANDYWAY ALDI STORE',
        note: 'EFTPOS WDL HANDYWAY ALDI STORE GEELONG WEST VICAU',
        bankId: '1',
        problems: [],
      },
    ]);
  });

  it('refuses malformed-empty.ofx', () => {
    expect(() => sample('malformed-empty.ofx')).toThrow(new UnreadableFileError('The OFX file is empty'));
  });

  it('refuses malformed-ofxparse-date_missing.ofx: none of its three rows has a usable date', () => {
    expect(() => sample('malformed-ofxparse-date_missing.ofx')).toThrow(
      new UnreadableFileError(
        'No transaction of this OFX file can be read: the transaction has no date (DTPOSTED)',
        'line 33',
      ),
    );
  });

  it('refuses malformed-ofxparse-decimal_error.ofx: its one row has neither a date nor an amount', () => {
    expect(() => sample('malformed-ofxparse-decimal_error.ofx')).toThrow(
      new UnreadableFileError(
        'No transaction of this OFX file can be read: "201120000000" is not a date',
        'line 34',
      ),
    );
  });
});
