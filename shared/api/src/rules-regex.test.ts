import { describe, expect, it } from 'vitest';
import { regexRisk } from './rules-regex.ts';

const risk = (pattern: string) => {
  new RegExp(pattern, 'iu'); // the check reads patterns that compile
  return regexRisk(pattern);
};

describe('regexRisk', () => {
  it.each([
    ['(a+)+$', 'nestedRepeat'],
    ['([a-z]+)*', 'nestedRepeat'],
    ['(.*)*', 'nestedRepeat'],
    ['(.*a){20}', 'nestedRepeat'],
    ['(a?){10}', 'nestedRepeat'],
    ['(x+x+)+y', 'nestedRepeat'],
    ['(?:\\d{1,3}[.,])*\\d+', 'nestedRepeat'],
    ['(?:(?=a+)b)+', 'nestedRepeat'],
    ['(a|aa)+', 'ambiguousAlternatives'],
    ['(a|a)*', 'ambiguousAlternatives'],
    ['(\\w|\\d)+', 'ambiguousAlternatives'],
    ['(?:a|ab)+', 'ambiguousAlternatives'],
    ['(A|a)+', 'ambiguousAlternatives'],
    ['(k|\\u212a)+', 'ambiguousAlternatives'],
    ['([^a]|a)+', 'ambiguousAlternatives'],
    ['(a|)+', 'ambiguousAlternatives'],
    ['(a|a)(a|a)(a|a)(a|a)(a|a)(a|a)(a|a)(a|a)(a|a)', 'ambiguousAlternatives'],
    ['.*.*=.*', 'adjacentRepeats'],
    ['\\d+\\d*', 'adjacentRepeats'],
    ['\\d+,?\\d*', 'adjacentRepeats'],
    ['a?a?a?a?aaaa', 'adjacentRepeats'],
    ['\\s*\\w*\\s*\\w*', 'adjacentRepeats'],
    ['(a+)(a+)', 'adjacentRepeats'],
    ['(a)\\1', 'backReference'],
    ['(?<n>a)\\k<n>', 'backReference'],
  ])('refuses %s (%s)', (pattern, expected) => {
    expect(risk(pattern)).toBe(expected);
  });

  it.each([
    '^CARD \\d+ ESSELUNGA',
    'netflix|spotify',
    '(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec) \\d+',
    '.*foo.*bar',
    '\\s*-\\s*',
    'colou?r',
    'https?://',
    '^\\d{4}-\\d{2}-\\d{2}$',
    '(?:\\d{3}){2}',
    '(ab|cd)+',
    '[a-z]+\\d+',
    '\\bpaypal\\b',
    'caf[eé]',
    '\\p{L}+ \\d+',
    'x{2,}y',
    '[]|[^]',
    '(?i:a)b+',
    '(?<=x)y(?!z)',
    '(?<year>\\d{4})',
    '😀+',
    '[\\-a-c]+x',
    '(?:\\b)*a',
    '^$',
  ])('accepts %s', (pattern) => {
    expect(risk(pattern)).toBeNull();
  });
});

describe('regexRisk on any pattern that compiles', () => {
  it('answers without throwing', () => {
    // A seeded stream of patterns built from the syntax's pieces, so every run reads the same ones.
    const PIECES = [
      'a',
      'b',
      '.',
      '\\d',
      '\\w',
      '\\b',
      '\\p{L}',
      '\\u{1F600}',
      '[a-c]',
      '[^\\s-]',
      '(',
      '(?:',
      '(?=',
      '(?<!',
      '(?<n>',
      ')',
      '|',
      '*',
      '+',
      '?',
      '{2}',
      '{1,3}',
      '{2,}',
      '??',
      '^',
      '$',
      '\\k<n>',
      '\\1',
      '[\\b]',
      '\\cJ',
      '\\x41',
      '\\u00e9',
      'é',
    ];
    let seed = 25;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    let compiled = 0;
    for (let index = 0; index < 20_000; index++) {
      const pattern = Array.from(
        { length: 1 + Math.floor(next() * 12) },
        () => PIECES[Math.floor(next() * PIECES.length)],
      ).join('');
      try {
        new RegExp(pattern, 'iu');
      } catch {
        continue;
      }
      compiled++;
      expect(() => regexRisk(pattern), pattern).not.toThrow();
    }
    expect(compiled).toBeGreaterThan(1000);
  });
});
