import { TEXT_MESSAGES } from '@bc/api';
import { describe, expect, it } from 'vitest';
import { findUnstorableText } from './storable-text.ts';

const pathOf = (value: unknown) => findUnstorableText(value)?.path ?? null;

describe('findUnstorableText', () => {
  it('names the first string with a NUL character by its path', () => {
    expect(findUnstorableText({ note: 'fine', labels: [{ name: 'a\u0000b' }] })).toEqual({
      path: 'labels.0.name',
      problem: TEXT_MESSAGES.nul,
    });
    expect(pathOf('x\u0000')).toBe('body');
    expect(pathOf({ 'bad\u0000key': 1 })).toBe('bad\u0000key');
    expect(pathOf({ note: 'fine', amount: 3, list: [1, 'two'] })).toBeNull();
    expect(pathOf(undefined)).toBeNull();
  });

  it('names a string holding half of a surrogate pair, and lets whole pairs through', () => {
    expect(findUnstorableText({ note: 'smile \ud83d' })).toEqual({
      path: 'note',
      problem: TEXT_MESSAGES.loneSurrogate,
    });
    expect(pathOf({ note: '\ude00 alone' })).toBe('note');
    expect(pathOf({ list: ['ok', 'x\udc00\ud800'] })).toBe('list.1');
    expect(pathOf({ 'key\ud800': 'value' })).toBe('key\ud800');
    expect(pathOf({ note: 'smile 😀, accents àé, CJK 漢字' })).toBeNull();
  });

  it('walks a body nested far deeper than the call stack allows', () => {
    const depth = 100_000;
    let nested: unknown = 'a\u0000';
    for (let level = 0; level < depth; level++) nested = [nested];
    expect(findUnstorableText(nested)?.path.split('.')).toHaveLength(depth);
  });
});
