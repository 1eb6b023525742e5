// Whether an account identifier a file writes is an IBAN. OFX ACCTID, an MT940 :25: and a CAMT Othr/Id may
// each hold one or a national number; imports tie a wallet to the IBAN first, so it must be a real one.

const IBAN_SHAPE = /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/;

/** ISO 13616: the country and check digits moved to the end, letters as 10..35, the number mod 97 is 1. */
function checksumHolds(iban: string): boolean {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const value = Number.parseInt(char, 36);
    remainder = (value < 10 ? remainder * 10 + value : remainder * 100 + value) % 97;
  }
  return remainder === 1;
}

/** The IBAN `text` is (spaces allowed, any case), upper case without spaces; null when it is none. */
export function asIban(text: string | null | undefined): string | null {
  const compact = text?.replace(/\s+/g, '').toUpperCase() ?? '';
  return IBAN_SHAPE.test(compact) && checksumHolds(compact) ? compact : null;
}
