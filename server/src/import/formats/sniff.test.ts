import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { readSample } from './import-samples.test-support.ts';
import { sniffFormat } from './sniff.ts';

const bytes = (text: string, encoding = 'utf-8') => new Uint8Array(iconv.encode(text, encoding));
const withBom = (bom: number[], text: string, encoding: string) =>
  new Uint8Array([...bom, ...bytes(text, encoding)]);

const CAMT_053 =
  '<?xml version="1.0" encoding="UTF-8"?>\n<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"><BkToCstmrStmt/></Document>';

describe('sniffFormat', () => {
  it('names each CAMT message by its namespace, else by its element', () => {
    expect(sniffFormat(bytes(CAMT_053), 'statement.xml')).toBe('camt.053');
    expect(sniffFormat(bytes(CAMT_053.replace('camt.053.001.08', 'camt.052.001.02')), 'x.xml')).toBe(
      'camt.052',
    );
    expect(sniffFormat(bytes(CAMT_053.replace('camt.053.001.08', 'camt.054.001.04')), 'x.xml')).toBe(
      'camt.054',
    );
    expect(sniffFormat(bytes('<Document><BkToCstmrDbtCdtNtfctn>'), 'x.xml')).toBe('camt.054');
    expect(
      sniffFormat(
        bytes('<?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.03"/>'),
        'x.xml',
      ),
    ).toBeNull();
  });

  it('tells OFX from QFX by the file name or the Intuit bank id', () => {
    expect(sniffFormat(bytes('OFXHEADER:100\nDATA:OFXSGML\n<OFX>'), 'export.ofx')).toBe('ofx');
    expect(sniffFormat(bytes('OFXHEADER:100\nDATA:OFXSGML\n<OFX>'), 'EXPORT.QFX')).toBe('qfx');
    expect(sniffFormat(bytes('<?xml version="1.0"?>\n<?OFX OFXHEADER="200"?>\n<OFX>'), 'a.xml')).toBe('ofx');
    expect(sniffFormat(bytes('\n\n<OFX><SIGNONMSGSRSV1><SONRS><INTU.BID>3000'), 'download')).toBe('qfx');
  });

  it('knows QIF by its first line and MT940 by its fields or its SWIFT envelope', () => {
    expect(sniffFormat(bytes('!Type:Bank\nD01/02/2024\nT-3.00\n^\n'), 'a.qif')).toBe('qif');
    expect(sniffFormat(bytes('!Account\nNChecking\n^'), 'a.txt')).toBe('qif');
    expect(sniffFormat(bytes('!Option:AutoSwitch\n'), 'a.txt')).toBe('qif');
    expect(sniffFormat(bytes(':20:REF\n:25:123\n:28C:1\n'), 'a.txt')).toBe('mt940');
    expect(sniffFormat(bytes('\u0001\r\n:20:REF\r\n:61:240101C1,NTRF\r\n'), 'a.txt')).toBe('mt940');
    expect(sniffFormat(bytes('{1:F01BANKBEBBAXXX0000000000}{2:I940}{4:\n'), 'a.txt')).toBe('mt940');
  });

  it('reads through BOMs and UTF-16', () => {
    expect(sniffFormat(withBom([0xef, 0xbb, 0xbf], CAMT_053, 'utf-8'), 'x')).toBe('camt.053');
    expect(sniffFormat(withBom([0xff, 0xfe], '!Type:Bank\n', 'utf-16le'), 'x')).toBe('qif');
    expect(sniffFormat(withBom([0xfe, 0xff], 'OFXHEADER:100\n<OFX>', 'utf-16be'), 'x.ofx')).toBe('ofx');
    expect(sniffFormat(bytes(':20:REF\n:25:123\n:61:x\n', 'utf-16le'), 'x')).toBe('mt940');
  });

  it('names nothing for CSV, a text that only mentions a marker late, and binaries', () => {
    expect(sniffFormat(bytes('Date;Payee;Amount\n2024-01-01;Shop;-3,00\n'), 'a.csv')).toBeNull();
    expect(sniffFormat(bytes(`${'Date,Note\n'.repeat(1200)}2024-01-01,<OFX>\n`), 'a.csv')).toBeNull();
    expect(sniffFormat(readSample('malformed-binary.dat'), 'malformed-binary.dat')).toBeNull();
  });

  it('names every sample file as the format it is', () => {
    const expected: Record<string, string | null> = {
      'actual-1252.qfx': 'qfx',
      'actual-utf-8.qfx': 'qfx',
      'actual-data-payee-memo.ofx': 'ofx',
      'ofxparse-anzcc.ofx': 'ofx',
      'ofxparse-empty_balance.ofx': 'ofx',
      'ofxparse-ofx-v102-empty-tags.ofx': 'ofx',
      'ofxparse-suncorp.ofx': 'ofx',
      'actual-qif-account.qif': 'qif',
      'actual-qif-category.qif': 'qif',
      'actual-camt.053.xml': 'camt.053',
      'actual-camt.latin1.xml': 'camt.052',
      'genkgo-camt052.v2.xml': 'camt.052',
      'genkgo-camt053.v8.xml': 'camt.053',
      'genkgo-camt054.v2.xml': 'camt.054',
      'actual-data.sta': 'mt940',
      'mt940-abnamro.sta': 'mt940',
      'mt940-mBank-mt942.sta': 'mt940',
      'mt940-postfinance.sta': 'mt940',
      'mt940-rabobank.sta': 'mt940',
      'mt940-sepa_snippet.sta': 'mt940',
      'actual-data-payee-memo.csv': null,
      'actual-utf-16le-bom.csv': null,
      'actual-utf-16be-nobom.csv': null,
      'actual-windows-1252.csv': null,
    };
    const sniffed = Object.fromEntries(
      Object.keys(expected).map((name) => [name, sniffFormat(readSample(name), name)]),
    );
    expect(sniffed).toEqual(expected);
  });
});
