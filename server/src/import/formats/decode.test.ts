import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { UnreadableFileError } from './bank-file.ts';
import { decodeBankText, looksBinary } from './decode.ts';
import { readSample } from './import-samples.test-support.ts';

const encode = (text: string, encoding: string) => new Uint8Array(iconv.encode(text, encoding));
const withBytes = (...parts: (number[] | Uint8Array)[]) => new Uint8Array(parts.flatMap((part) => [...part]));

const WESTERN = 'Datum;Empfänger;Betrag\n31.01.2026;Café Müller;-12,50\n';

describe('decodeBankText, detecting', () => {
  it('reads UTF-8 with and without a BOM, leaving the BOM out of the text', () => {
    expect(decodeBankText(encode(WESTERN, 'utf-8'))).toEqual({ text: WESTERN, encoding: 'utf-8' });
    const withBom = withBytes([0xef, 0xbb, 0xbf], encode(WESTERN, 'utf-8'));
    expect(decodeBankText(withBom)).toEqual({ text: WESTERN, encoding: 'utf-8' });
  });

  it('reads UTF-16 little- and big-endian by their BOM', () => {
    expect(decodeBankText(withBytes([0xff, 0xfe], encode(WESTERN, 'utf-16le')))).toEqual({
      text: WESTERN,
      encoding: 'utf-16le',
    });
    expect(decodeBankText(withBytes([0xfe, 0xff], encode(WESTERN, 'utf-16be')))).toEqual({
      text: WESTERN,
      encoding: 'utf-16be',
    });
  });

  it('reads UTF-16 without a BOM by its zero bytes', () => {
    expect(decodeBankText(encode(WESTERN, 'utf-16le'))).toEqual({ text: WESTERN, encoding: 'utf-16le' });
    expect(decodeBankText(encode(WESTERN, 'utf-16be'))).toEqual({ text: WESTERN, encoding: 'utf-16be' });
  });

  it('falls back to Windows-1252 for bytes that are not UTF-8, euro sign included', () => {
    const text = 'Date,Payee,Amount\n2026-01-31,Café Rémy,€ 12.50\n';
    expect(decodeBankText(encode(text, 'windows-1252'))).toEqual({ text, encoding: 'windows-1252' });
  });

  it('recognises a longer EUC-JP text', () => {
    const text = 'Date,Payee,Amount\n2024-03-01,山田商店,-30.00\n2024-03-02,東京スーパーマーケット,45.75\n';
    expect(decodeBankText(encode(text, 'euc-jp'))).toEqual({ text, encoding: 'euc-jp' });
  });

  it('treats "auto" and an empty label as no label', () => {
    const bytes = encode(WESTERN, 'utf-16le');
    expect(decodeBankText(bytes, 'auto').encoding).toBe('utf-16le');
    expect(decodeBankText(bytes, ' ').encoding).toBe('utf-16le');
  });
});

describe('decodeBankText, with a chosen encoding', () => {
  it.each([
    ['windows-1252', 'Café € Rémy', 'windows-1252', 'windows-1252'],
    ['iso-8859-1', 'Çà et là, Müller', 'latin1', 'windows-1252'],
    ['iso-8859-15', 'Prix € œuvre', 'iso-8859-15', 'iso-8859-15'],
    ['gb18030', '北京烤鸭店', 'gb18030', 'gb18030'],
    ['euc-jp', '山田商店', 'euc-jp', 'euc-jp'],
    ['euc-kr', '서울 마트', 'euc-kr', 'euc-kr'],
    ['shift_jis', '東京スーパー', 'shift_jis', 'shift_jis'],
    ['utf-16le', 'Zoë', 'utf-16le', 'utf-16le'],
    ['utf-16be', 'Zoë', 'utf-16be', 'utf-16be'],
  ])('decodes %s text written with that encoding', (iconvName, payee, label, whatwgName) => {
    const text = `2026-01-31,${payee},-1.00\n`;
    expect(decodeBankText(encode(text, iconvName), label)).toEqual({ text, encoding: whatwgName });
  });

  it.each([
    ['cp1252', 'windows-1252'],
    ['1252', 'windows-1252'],
    ['latin1', 'windows-1252'],
    ['USASCII', 'windows-1252'],
    ['8859-15', 'iso-8859-15'],
    ['CP932', 'shift_jis'],
    [' UTF-8 ', 'utf-8'],
  ])('understands the alias %s', (label, whatwgName) => {
    expect(decodeBankText(encode('abc', 'ascii'), label).encoding).toBe(whatwgName);
  });

  it('lets a BOM win over the label', () => {
    const bytes = withBytes([0xef, 0xbb, 0xbf], encode('Müller', 'utf-8'));
    expect(decodeBankText(bytes, 'windows-1252')).toEqual({ text: 'Müller', encoding: 'utf-8' });
  });

  it('refuses an unknown encoding', () => {
    expect(() => decodeBankText(encode('abc', 'ascii'), 'klingon-8')).toThrow(
      new UnreadableFileError('The encoding "klingon-8" is not known'),
    );
  });

  it('refuses bytes that do not decode, saying on which line', () => {
    const bytes = encode('Date,Payee\n2026-01-31,ok\n2026-02-01,Café\n', 'windows-1252');
    expect(() => decodeBankText(bytes, 'utf-8')).toThrow(UnreadableFileError);
    try {
      decodeBankText(bytes, 'utf-8');
    } catch (error) {
      expect((error as UnreadableFileError).where).toBe('line 3');
      expect((error as Error).message).toBe('The file is not valid utf-8 (line 3)');
    }
  });
});

describe('decodeBankText on the samples', () => {
  it.each([
    ['actual-utf-16le-bom.csv', 'utf-16le', '"Felhasználónév"'],
    ['actual-utf-16be-bom.csv', 'utf-16be', '"Felhasználónév"'],
    ['actual-utf-16le-nobom.csv', 'utf-16le', 'Date,Payee,Amount\n2024-01-01,Café René'],
    ['actual-utf-16be-nobom.csv', 'utf-16be', 'Date,Payee,Amount\n2024-02-01,Café de Paris'],
    ['actual-utf-8-bom.csv', 'utf-8', '"Felhasználónév"'],
    ['actual-windows-1252.csv', 'windows-1252', '"Date","Payee","Amount"\n"2025.12.04","Café Rémy"'],
    ['actual-windows-1252-euro.csv', 'windows-1252', '"Date","Payee","Amount"\n"2025.12.04","Café €Rémy"'],
  ])('detects %s as %s', (name, encoding, start) => {
    const decoded = decodeBankText(readSample(name));
    expect(decoded.encoding).toBe(encoding);
    expect(decoded.text.startsWith(start)).toBe(true);
  });

  it('reads the EUC-JP and GB18030 samples with their encoding chosen', () => {
    expect(decodeBankText(readSample('actual-data_euc-jp.csv'), 'euc-jp').text).toContain('東京スーパー');
    expect(decodeBankText(readSample('actual-data_gb18030.csv'), 'gb18030').text).toContain('上海超市');
  });
});

describe('looksBinary', () => {
  it('says yes to random bytes and to NUL bytes in a text', () => {
    expect(looksBinary(readSample('malformed-binary.dat'))).toBe(true);
    expect(
      looksBinary(withBytes(encode('Date,Amount\n', 'ascii'), [0], encode('2026-01-31,1.00\n', 'ascii'))),
    ).toBe(true);
    expect(
      looksBinary(withBytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x02, 0x05, 0x1c, 0x14])),
    ).toBe(true);
  });

  it('says no to text in any encoding, UTF-16 included, and to the controls around an MT942 message', () => {
    expect(looksBinary(encode(WESTERN, 'utf-8'))).toBe(false);
    expect(looksBinary(encode(WESTERN, 'utf-16le'))).toBe(false);
    expect(looksBinary(encode(WESTERN, 'utf-16be'))).toBe(false);
    expect(looksBinary(encode('東京スーパー,-30', 'shift_jis'))).toBe(false);
    expect(looksBinary(readSample('actual-utf-16le-bom.csv'))).toBe(false);
    expect(looksBinary(readSample('mt940-mBank-mt942.sta'))).toBe(false);
    expect(looksBinary(new Uint8Array())).toBe(false);
  });
});
