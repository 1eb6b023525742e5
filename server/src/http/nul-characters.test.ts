import { describe, expect, it } from 'vitest';
import { nulPath } from './nul-characters.ts';

describe('nulPath', () => {
  it('names the first string with a NUL character by its path', () => {
    expect(nulPath({ note: 'fine', labels: [{ name: 'a\u0000b' }] })).toBe('labels.0.name');
    expect(nulPath('x\u0000')).toBe('body');
    expect(nulPath({ 'bad\u0000key': 1 })).toBe('bad\u0000key');
    expect(nulPath({ note: 'fine', amount: 3, list: [1, 'two'] })).toBeNull();
    expect(nulPath(undefined)).toBeNull();
  });
});
