import { describe, expect, it } from 'vitest';
import { passwordLevel, passwordProblems, passwordScore } from './password.ts';

describe('passwordProblems', () => {
  it('accepts 8+ characters with a digit, a special character, upper and lower case', () => {
    expect(passwordProblems('Secret#2026')).toEqual([]);
  });

  it('names everything a password lacks', () => {
    expect(passwordProblems('abc')).toEqual(['too_short', 'no_digit', 'no_special', 'no_upper']);
    expect(passwordProblems('ABCDEFGH1!')).toEqual(['no_lower']);
  });
});

describe('passwordScore', () => {
  it.each([
    ['', 0],
    ['Ab1!', 0], // short: the bonuses only count from 8 characters
    ['abcdefgh', 0], // 8 long: minus one, nothing else, floored at 0
    ['Abcdefg1!', 3], // 9: special, digit, mixed case
    ['abcdefghij', 1], // 10+: plus one
    ['Abcdefghi1!', 4], // capped at 4
  ])('%j scores %i', (password, score) => {
    expect(passwordScore(password)).toBe(score);
  });

  it('maps scores to the five levels', () => {
    expect(passwordLevel('abc')).toBe('very_weak');
    expect(passwordLevel('Abcdefghi1!')).toBe('very_strong');
  });
});
