import { describe, expect, it } from 'vitest';
import { tokenSubject } from './owner.ts';

const part = (value: object) =>
  btoa(JSON.stringify(value)).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');

describe('tokenSubject', () => {
  it('reads the sub claim of a JWT, and null from anything else', () => {
    expect(tokenSubject(`${part({ alg: 'HS256' })}.${part({ sub: 'user-1', sid: 's' })}.signature`)).toBe(
      'user-1',
    );
    expect(tokenSubject(`${part({ alg: 'HS256' })}.${part({ sid: 's' })}.signature`)).toBeNull();
    expect(tokenSubject('not a token')).toBeNull();
    expect(tokenSubject('a.%%%.c')).toBeNull();
    expect(tokenSubject(null)).toBeNull();
  });
});
