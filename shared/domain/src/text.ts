// Text as people compare it: a search of categories or labels, a rule's condition on a bank's payee. One
// folding, so that "Café" found by a search is also matched by a rule.

const MARKS = /\p{M}/gu;
const SPACES = /\s+/gu;
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/**
 * Without accents (NFKD also turns ligatures and full-width letters into plain ones), lower case, blanks
 * collapsed and trimmed: banks pad their texts with runs of spaces, and people type a stray one.
 */
export function foldText(text: string): string {
  // Printable ASCII, most of what banks send, is its own NFKD and has no marks: only its case and blanks fold.
  const plain = PRINTABLE_ASCII.test(text) ? text : text.normalize('NFKD').replace(MARKS, '');
  return plain.toLowerCase().replace(SPACES, ' ').trim();
}
