import { describe, expect, it } from 'vitest';
import { asIban } from './iban.ts';

describe('asIban', () => {
  it('takes an IBAN with its check digits right, in groups or lower case, compact and upper case', () => {
    expect(asIban('DE89 3704 0044 0532 0130 00')).toBe('DE89370400440532013000');
    expect(asIban('fr7630006000011234567890189')).toBe('FR7630006000011234567890189');
    expect(asIban('PL29114010810000267002001002')).toBe('PL29114010810000267002001002');
  });

  it('refuses wrong check digits, account numbers and nothing', () => {
    expect(asIban('DE88370400440532013000')).toBeNull();
    expect(asIban('DE00000000000000000000')).toBeNull();
    expect(asIban('517852257')).toBeNull();
    expect(asIban('999-12345-0055666-EOP')).toBeNull();
    expect(asIban('')).toBeNull();
    expect(asIban(null)).toBeNull();
  });
});
