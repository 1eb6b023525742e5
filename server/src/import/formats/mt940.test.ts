import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { UnreadableFileError } from './bank-file.ts';
import { briefRow, readSample, rowsOf } from './import-samples.test-support.ts';
import { readMt940 } from './mt940.ts';

const bytes = (text: string, encoding = 'utf-8') => new Uint8Array(iconv.encode(text, encoding));
const read = (lines: string[], encoding?: string) => readMt940(bytes(lines.join('\n'), encoding), {});

/** A 65-character SWIFT line: the reader must join the next one to it without a space. */
const FULL_LINE = 'Kartenzahlung bei der Baeckerei am Marktplatz in der Innenstadt';

describe('readMt940, statements', () => {
  it('reads a message in its SWIFT envelope: account, balances, lines, structured and /NAME/ information', () => {
    const file = read([
      '{1:F01BANKDEFFAXXX0000000000}{2:I940BANKDEFFXXXXN}{4:',
      ':20:STMT1',
      ':25:DE89370400440532013000',
      ':28C:1/1',
      ':60F:C240131EUR1000,00',
      ':61:2402010201D12,5NDDTNONREF//B-1',
      ':86:105?00SEPA-LASTSCHRIFT?20EREF+E2E-77?21SVWZ+Strom Janu?22ar 2024?30BANKDEFF?31DE020000',
      '00000000000001?32Stadtwerke ?33Musterstadt',
      ':61:2402020202C100,NTRFREF-7//B-2',
      ':86:/TRTP/SEPA CREDIT/IBAN/DE02000000000000000001/NAME/Jane Doe/REMI/USTD//Rent share/EREF/x/',
      ':61:2402030203D3,NMSCNONREF//NONREF',
      'Card 1234',
      `:86:${FULL_LINE}XX`,
      'YZ and more',
      ':62F:C240203EUR1084,50',
      '-}',
    ]);
    expect(file).toMatchObject({ format: 'mt940', encoding: 'utf-8', problems: [] });
    expect(file.statements).toHaveLength(1);
    expect(file.statements[0]?.account).toEqual({
      number: null,
      iban: 'DE89370400440532013000',
      currency: 'EUR',
      name: null,
    });
    expect(file.statements[0]?.openingBalanceCents).toBe(100000);
    expect(file.statements[0]?.closingBalanceCents).toBe(108450);
    expect(rowsOf(file).map(briefRow)).toEqual([
      {
        line: 6,
        date: '2024-02-01',
        amountCents: -1250,
        currency: 'EUR',
        payee: 'Stadtwerke Musterstadt',
        note: 'EREF+E2E-77 SVWZ+Strom Januar 2024',
        bankId: 'B-1',
        problems: [],
      },
      {
        line: 9,
        date: '2024-02-02',
        amountCents: 10000,
        currency: 'EUR',
        payee: 'Jane Doe',
        note: 'Rent share',
        bankId: 'B-2',
        problems: [],
      },
      {
        line: 11,
        date: '2024-02-03',
        amountCents: -300,
        currency: 'EUR',
        payee: null,
        note: `${FULL_LINE}XXYZ and more`,
        bankId: null,
        problems: [],
      },
    ]);
  });

  it('reads an MT942 interim report between SOH and ETX, leaving its floor limit and sums aside', () => {
    const file = read([
      '\u0001',
      ':20:INTERIM',
      ':25:PL29114010810000267002001002',
      ':28C:1/1',
      ':34F:PLN0',
      ':13D:2401191815+0100',
      ':61:2401190119CN0,01NTRFNONREF//MB1',
      ':86:911 TRANSFER; FROM: JAN ',
      'NOWAK',
      ':90D:0PLN0,00',
      ':90C:1PLN0,01',
      '-\u0003',
    ]);
    expect(
      file.statements.map((each) => [each.account, each.openingBalanceCents, each.closingBalanceCents]),
    ).toEqual([
      [{ number: null, iban: 'PL29114010810000267002001002', currency: 'PLN', name: null }, null, null],
    ]);
    expect(rowsOf(file).map(briefRow)).toEqual([
      {
        line: 7,
        date: '2024-01-19',
        amountCents: 1,
        currency: 'PLN',
        payee: null,
        note: '911 TRANSFER; FROM: JAN NOWAK',
        bankId: 'MB1',
        problems: [],
      },
    ]);
  });

  it('books on the entry date, across the new year both ways, else on the value date; RC and RD reverse', () => {
    const rows = rowsOf(
      read([
        ':20:X',
        ':25:123',
        ':61:1312310102C1,00NTRFNONREF',
        ':61:1401021231D2,00NTRFNONREF',
        ':61:140105RC3,00NTRFNONREF',
        ':61:140106RDR4,00NTRFNONREF',
      ]),
    );
    expect(rows.map((row) => [row.date, row.amountCents])).toEqual([
      ['2014-01-02', 100],
      ['2013-12-31', -200],
      ['2014-01-05', -300],
      ['2014-01-06', 400],
    ]);
  });

  it('reads each message as a statement, with BANK/ACCOUNT and currency-suffixed accounts, CRLF lines', () => {
    const file = readMt940(
      bytes(
        [
          ':20:A',
          ':25:50880050/0194787400888',
          ':60F:D070903EUR1970431,87',
          ':61:070904DR0,08NTRFNONREF//R1',
          ':62F:D070904EUR1970431,95',
          '-',
          'ABNANL2A',
          '940',
          ':20:B',
          ':25:1291.99.348EUR',
          ':60M:C110615EUR0000000001000,89',
          ':62M:C110616EUR0000000001000,89',
        ].join('\r\n'),
      ),
      {},
    );
    expect(
      file.statements.map((each) => [
        each.account,
        each.openingBalanceCents,
        each.closingBalanceCents,
        each.rows.length,
      ]),
    ).toEqual([
      [{ number: '0194787400888', iban: null, currency: 'EUR', name: null }, -197043187, -197043195, 1],
      [{ number: '1291.99.348', iban: null, currency: 'EUR', name: null }, 100089, 100089, 0],
    ]);
    expect(rowsOf(file)[0]?.line).toBe(4);
  });

  it('joins repeated :86: fields, and takes the name Rabobank writes after the reference as payee', () => {
    const rows = rowsOf(
      read([
        ':20:940A110615',
        ':25:1291.99.348EUR',
        ':60F:C110614EUR000000000473,17',
        ':61:110527D000000001213,28N0440121470966      W.P. Jansen',
        ':86:Terugboeking',
        ':86:KOSTEN KINDEROPVANG JUNI',
        ':62F:C110615EUR000000000395,82',
        ':86:Statement information, no row of its own',
      ]),
    );
    expect(rows.map(briefRow)).toEqual([
      {
        line: 4,
        date: '2011-05-27',
        amountCents: -121328,
        currency: 'EUR',
        payee: 'W.P. Jansen',
        note: 'Terugboeking KOSTEN KINDEROPVANG JUNI',
        bankId: null,
        problems: [],
      },
    ]);
  });

  it('detects the encoding: Windows-1252 names read right', () => {
    const file = read(
      [':20:X', ':25:1', ':61:240101C1,NTRFNONREF', ':86:/NAME/Société Générale/REMI/Prêt/'],
      'windows-1252',
    );
    expect(file.encoding).toBe('windows-1252');
    expect(rowsOf(file).map((row) => [row.payee, row.note])).toEqual([['Société Générale', 'Prêt']]);
  });
});

describe('readMt940, rows with problems and files that are refused', () => {
  it('keeps a line whose date or amount is unusable, with the problem, beside good ones', () => {
    const rows = rowsOf(
      read([
        ':20:X',
        ':25:1',
        ':61:240101C1,NTRFNONREF',
        ':61:240231C1,NTRFNONREF',
        ':61:garbled',
        ':61:240101C1,,2NTRF',
      ]),
    );
    expect(rows.map((row) => [row.date, row.amountCents, row.problems])).toEqual([
      ['2024-01-01', 100, []],
      [null, 100, [{ field: 'date', message: '"240231" is not a date' }]],
      [
        null,
        null,
        [
          { field: 'date', message: 'The statement line ":61:garbled" cannot be read' },
          { field: 'amount', message: 'The statement line ":61:garbled" cannot be read' },
        ],
      ],
      ['2024-01-01', null, [{ field: 'amount', message: '"1,,2" is not an amount' }]],
    ]);
  });

  it('refuses a file none of whose lines can be read, and a file that is no MT940', () => {
    expect(() => read([':20:X', ':25:1', ':61:991332C1,NTRF'])).toThrow(
      new UnreadableFileError(
        'No transaction of this MT940 file can be read: "991332" is not a date',
        'line 3',
      ),
    );
    expect(() => read(['Date;Amount', '2024-01-01;3'])).toThrow(UnreadableFileError);
    expect(() => read([''])).toThrow(
      new UnreadableFileError('This is not an MT940 file: it has no :25: account or :61: statement line'),
    );
  });
});

describe('readMt940, the sample files', () => {
  const sample = (name: string) => readMt940(readSample(name), {});

  it('actual-data.sta: envelope, /NAME/…/REMI/, ?20/?32, free text, supplementary details, É û Ü', () => {
    const file = sample('actual-data.sta');
    expect(file.encoding).toBe('utf-8');
    expect(
      file.statements.map((each) => [each.account, each.openingBalanceCents, each.closingBalanceCents]),
    ).toEqual([
      [{ number: null, iban: 'FR7630006000011234567890189', currency: 'EUR', name: null }, 150000, 249671],
    ]);
    expect(
      rowsOf(file).map((row) => [row.line, row.date, row.amountCents, row.payee, row.note, row.bankId]),
    ).toEqual([
      [8, '2025-08-01', -4250, "Boulangerie L'Étoile", 'Facture 2025-0042', 'BANKREF001'],
      [10, '2025-08-02', 120000, 'Employeur Acme SARL', 'Salaire août 2025', 'BANKREF002'],
      [12, '2025-08-03', -8999, 'MÜLLER GMBH', 'Rechnung 4711', 'BANKREF003'],
      [14, '2025-08-04', -1500, null, 'RETRAIT GUICHET AUTOMATIQUE', 'BANKREF004'],
      [16, '2025-08-05', -2480, null, 'A44?Librairie Gibert Joseph Virement en ligne', 'BANKREF005'],
      [19, '2025-08-06', -3100, null, 'B32?TREMBLAY, MARIE Paiement mobile', 'BANKREF006'],
    ]);
  });

  it('mt940-abnamro.sta: two messages with header lines, "9," and "107,", booked after the value date', () => {
    const file = sample('mt940-abnamro.sta');
    expect(
      file.statements.map((each) => [
        each.account.number,
        each.openingBalanceCents,
        each.closingBalanceCents,
        each.rows.length,
      ]),
    ).toEqual([
      ['517852257', 323628, 87684, 8],
      ['517852257', 287684, 184975, 2],
    ]);
    const rows = rowsOf(file).map(briefRow);
    expect(rows[0]).toEqual({
      line: 8,
      date: '2011-05-24',
      amountCents: -900,
      currency: 'EUR',
      payee: null,
      note: 'GIRO 428428 KPN - DIGITENNE BETALINGSKENM. 000000042188659 5314606715 BETREFT FACTUUR D.D. 20-05-2011 INCL. 1,44 BTW',
      bankId: null,
      problems: [],
    });
    expect(rows[1]).toMatchObject({ line: 12, date: '2011-05-23', amountCents: -1159 });
    expect(rows[6]).toMatchObject({
      line: 23,
      date: '2011-05-23',
      amountCents: -10700,
      note: 'BEA NR:XXX1234 21.05.11/12.04 HANS ANDERS OPT./056 KAT,PAS999',
    });
    expect(rows[9]).toMatchObject({
      line: 38,
      date: '2011-05-24',
      amountCents: -1500,
      note: '52.89.39.882 MYCOM DEN HAAG',
    });
  });

  it('mt940-mBank-mt942.sta: an MT942 between SOH and ETX, its bank references', () => {
    const file = sample('mt940-mBank-mt942.sta');
    expect(file.statements).toHaveLength(1);
    expect(file.statements[0]?.account).toEqual({
      number: null,
      iban: 'PL29114010810000267002001002',
      currency: 'PLN',
      name: null,
    });
    expect(file.statements[0]?.openingBalanceCents).toBeNull();
    expect(rowsOf(file).map((row) => [row.line, row.date, row.amountCents, row.bankId])).toEqual([
      [7, '2017-01-19', 1, 'MB170119012058'],
      [13, '2017-01-19', 1, 'MB170119012085'],
      [19, '2017-01-19', 1, 'MB170119012121'],
    ]);
    expect(rowsOf(file)[0]?.note).toBe(
      '911 TRANSAKCJA COLLECT; ID IPH: XX000000000001; Z RACH.: 56114010810000267002001001; OD: JAN NOWAK UL. NIJAKA 1 M 2 31-234 KRAKOW; TYT.: PRZELEW SRODKOW ; TNR: 179171073864111.010001',
    );
  });

  it('mt940-postfinance.sta: "79,7", //NONREF, wrapped information joined mid-word', () => {
    const file = sample('mt940-postfinance.sta');
    expect(file.statements.map((each) => [each.openingBalanceCents, each.closingBalanceCents])).toEqual([
      [0, 22920],
      [22920, 15960],
    ]);
    expect(rowsOf(file).map((row) => [row.line, row.date, row.amountCents, row.bankId])).toEqual([
      [5, '2013-12-09', 7970, null],
      [9, '2013-12-09', 14950, null],
      [19, '2013-12-16', -7990, null],
      [24, '2013-12-18', 1010, null],
    ]);
    expect(rowsOf(file)[2]?.note).toBe(
      'GIRO AUS ONLINE-SIC 80701 AUFTRAGGEBER: XXXXXXXXX XXX XXXXXXXXSTRASSE 111 1234 XXXXXXXXXXXX 131216CH12345678 MITTEILUNGEN: 1 SONNENGLAESER',
    );
  });

  it('mt940-rabobank.sta: four messages of two accounts, one without lines, repeated :86:', () => {
    const file = sample('mt940-rabobank.sta');
    expect(file.statements.map((each) => [each.account.number, each.rows.length])).toEqual([
      ['1291.99.348', 1],
      ['1291.99.348', 0],
      ['1291.99.348', 2],
      ['1526.89.184', 2],
    ]);
    expect(rowsOf(file).map((row) => [row.line, row.date, row.amountCents, row.payee, row.note])).toEqual([
      [
        6,
        '2011-05-27',
        -121328,
        'W.P. Jansen',
        'Terugboeking NIET AKKOORD MET AFSCHRIJVING KOSTEN KINDEROPVANG JUNI 20095731',
      ],
      [
        23,
        '2011-06-17',
        -4495,
        'T-MOBILE NETHERLANDS BV',
        'BETALINGSKENM. 123456789 FACTUURNUMMER 987654321',
      ],
      [26, '2011-07-21', -23656, 'TOMTE TUMMETOT AMERSFOORT', 'Betaalautomaat 14:23 pasnr. 065'],
      [
        34,
        '2012-08-29',
        -8810,
        'KPN - MOBIEL',
        'BETALINGSKENM. 173787046000009 FACTUUR * 173787046 000009 ZIE REKENING OP KPN.COM OF HI.NL KPN - MOBIEL',
      ],
      [39, '2012-08-29', -620, 'NS-Utrecht C. 117 UTRECHT', 'Betaalautomaat 08:22 pasnr. 001'],
    ]);
    // Customer references are the owner's and repeat (P000029225 twice here): never taken for the bank's.
    expect(rowsOf(file).every((row) => row.bankId === null)).toBe(true);
  });

  it('mt940-sepa_snippet.sta: ?20-?29 purpose and ?32/?33 name wrapped across lines, two accounts', () => {
    const file = sample('mt940-sepa_snippet.sta');
    expect(
      file.statements.map((each) => [
        each.account.number,
        each.openingBalanceCents,
        each.closingBalanceCents,
      ]),
    ).toEqual([
      ['0194787400888', 76665649, 112525040],
      ['0194791600888', -197043187, -447204909],
    ]);
    const rows = rowsOf(file).map(briefRow);
    expect(rows).toHaveLength(11);
    expect(rows[0]).toEqual({
      line: 5,
      date: '2007-09-04',
      amountCents: 5099005,
      currency: 'EUR',
      payee: 'KARL KAUFMANN',
      note: 'EREF+EndToEndId TFNR 22 004 00001 SVWZ+Verw CTSc-01 BC-PPP TFNr 22 004',
      bankId: '0724710333343453',
      problems: [],
    });
    expect(rows[1]).toMatchObject({
      payee: 'Quentin Quast',
      note: 'EREF+TFNR 0300300004 SVWZ+Strukturierter Verwendungszweck 30030004 DE',
    });
    expect(rows[3]).toMatchObject({
      line: 19,
      amountCents: -150000,
      payee: null,
      note: 'KREF+TFNr 01022 MSGID CTSc-01 EBB MTLG:SEPA-Ueberweisungsauftrag Datei mit 0000001 Zahlungen',
      bankId: '536D80EFEC56ACF8',
    });
    expect(rows[7]).toMatchObject({
      line: 38,
      amountCents: 1500005,
      payee: 'Richter Renate 70 Zeichen Beginn Fuellzeichen xxxxxxxx',
    });
    expect(rows[10]).toMatchObject({ line: 53, amountCents: -357256903, note: '0904059001', bankId: null });
  });
});
