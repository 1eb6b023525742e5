// Whether a rule's regular expression could backtrack for ages. JavaScript's engine backtracks: a pattern that
// can match the same text in many ways tries every way before it gives up, and on a bank text of a few hundred
// characters that is longer than the age of the universe (`(a+)+$`). Rules run on every imported row and on a
// million entries of history, so such patterns are refused when the rule is saved.
//
// The check reads the pattern's tree (the `u` syntax, strict and unambiguous, which is how rules compile it)
// and refuses three shapes, conservatively (a refused pattern can always be written another way):
// - a repeat whose body holds a repeat of varying length: star height above 1, as safe-regex2 checks, counting
//   bounded repeats too (`(.*a){20}` is polynomial of degree 20);
// - alternatives that can begin with the same character, inside a repeat (`(a|aa)+`, `(a|a)*`), or so many of
//   them in a row that their combinations add up (`(a|a)(a|a)…`): safe-regex2 misses both;
// - two items of varying length next to each other (only optional items between) that can match the same
//   characters (`.*.*`, `\d+\d*`, `a?a?a?…`): each such pair multiplies the ways to split a text.
// Back-references are refused outright: with them, matching is NP-hard.

/** Why a pattern could backtrack catastrophically; the contract turns each into a message. */
export type RegexRisk = 'nestedRepeat' | 'ambiguousAlternatives' | 'adjacentRepeats' | 'backReference';

const MAX_CODE_POINT = 0x10ffff;
/** Combined choices of overlapping alternatives outside repeats: a few alternations of months or names. */
const MAX_BRANCHING = 256;
/** Ranges wider than this are not case-folded code point by code point (see `caseClosed`). */
const FOLD_BY_CODE_POINT_LIMIT = 512;

type CharSet = readonly (readonly [number, number])[];

type Term =
  | { kind: 'chars'; set: CharSet }
  /** `^`, `$`, `\b`, `\B`: zero width. */
  | { kind: 'assertion' }
  /** Zero width, and atomic in JavaScript: nothing backtracks into it from outside. */
  | { kind: 'lookaround'; body: Alternatives }
  | { kind: 'group'; body: Alternatives }
  | { kind: 'repeat'; body: Term; min: number; max: number }
  | { kind: 'backReference' };
type Sequence = readonly Term[];
type Alternatives = readonly Sequence[];

const ANY: CharSet = [[0, MAX_CODE_POINT]];
const DIGITS: CharSet = [[0x30, 0x39]];
const WORD: CharSet = [
  [0x30, 0x39],
  [0x41, 0x5a],
  [0x5f, 0x5f],
  [0x61, 0x7a],
];
const SPACES: CharSet = [
  [0x09, 0x0d],
  [0x20, 0x20],
  [0xa0, 0xa0],
  [0x1680, 0x1680],
  [0x2000, 0x200a],
  [0x2028, 0x2029],
  [0x202f, 0x202f],
  [0x205f, 0x205f],
  [0x3000, 0x3000],
  [0xfeff, 0xfeff],
];
const ASCII_LETTERS: CharSet = [
  [0x41, 0x5a],
  [0x61, 0x7a],
];
const CONTROL_ESCAPES: Readonly<Record<string, number>> = { t: 0x09, n: 0x0a, v: 0x0b, f: 0x0c, r: 0x0d };

const single = (codePoint: number): CharSet => [[codePoint, codePoint]];
const isSingle = (set: CharSet): boolean => set.length === 1 && set[0]?.[0] === set[0]?.[1];

function complement(set: CharSet): CharSet {
  const sorted = [...set].sort((a, b) => a[0] - b[0]);
  const gaps: [number, number][] = [];
  let next = 0;
  for (const [low, high] of sorted) {
    if (low > next) gaps.push([next, low - 1]);
    next = Math.max(next, high + 1);
  }
  if (next <= MAX_CODE_POINT) gaps.push([next, MAX_CODE_POINT]);
  return gaps;
}

const overlaps = (a: CharSet, b: CharSet): boolean =>
  a.some(([lowA, highA]) => b.some(([lowB, highB]) => lowA <= highB && lowB <= highA));

const foldOf = (text: string): number | null =>
  text.length > 0 && [...text].length === 1 ? (text.codePointAt(0) ?? null) : null;

/**
 * The set with every character the `i` flag makes equal to one of its own. Wide ranges already overlap
 * almost anything; their partners outside them are approximated by the ASCII letters (the Kelvin sign K and
 * the long s fold into them), which keeps the check quick without letting `[^a]` look disjoint from `A`.
 */
function caseClosed(set: CharSet): CharSet {
  const closed: [number, number][] = [...set.map(([low, high]): [number, number] => [low, high])];
  for (const [low, high] of set) {
    if (high - low > FOLD_BY_CODE_POINT_LIMIT) {
      closed.push(...ASCII_LETTERS.map(([a, b]): [number, number] => [a, b]));
      continue;
    }
    for (let codePoint = low; codePoint <= high; codePoint++) {
      const text = String.fromCodePoint(codePoint);
      for (const variant of [text.toLowerCase(), text.toUpperCase(), text.toUpperCase().toLowerCase()]) {
        const folded = foldOf(variant);
        if (folded !== null && folded !== codePoint) closed.push([folded, folded]);
      }
    }
  }
  return closed;
}

/** Reads a pattern that already compiled with the `u` flag, so its syntax is known to be valid. */
class PatternReader {
  private readonly pattern: string;
  private index = 0;

  constructor(pattern: string) {
    this.pattern = pattern;
  }

  read(): Alternatives {
    const body = this.alternatives();
    if (this.index < this.pattern.length) throw new Error(`Unexpected ${this.pattern[this.index]}`);
    return body;
  }

  private peek(): string | undefined {
    return this.pattern[this.index];
  }

  private eat(text: string): boolean {
    if (!this.pattern.startsWith(text, this.index)) return false;
    this.index += text.length;
    return true;
  }

  /** The next code point (a character outside the BMP is one). */
  private nextCodePoint(): number {
    const codePoint = this.pattern.codePointAt(this.index);
    if (codePoint === undefined) throw new Error('Unexpected end of pattern');
    this.index += codePoint > 0xffff ? 2 : 1;
    return codePoint;
  }

  /** Moves past `closing`, returning what was before it (a group name, a property, modifiers). */
  private until(closing: string): string {
    const end = this.pattern.indexOf(closing, this.index);
    if (end < 0) throw new Error(`Missing ${closing}`);
    const text = this.pattern.slice(this.index, end);
    this.index = end + closing.length;
    return text;
  }

  private alternatives(): Alternatives {
    const list = [this.sequence()];
    while (this.eat('|')) list.push(this.sequence());
    return list;
  }

  private sequence(): Sequence {
    const terms: Term[] = [];
    while (this.index < this.pattern.length && this.peek() !== '|' && this.peek() !== ')') {
      terms.push(this.quantified(this.atom()));
    }
    return terms;
  }

  private quantified(term: Term): Term {
    const bounds = this.quantifier();
    if (!bounds) return term;
    // A lazy repeat (`*?`) tries the same ways in another order: just as slow when nothing matches.
    this.eat('?');
    return { kind: 'repeat', body: term, ...bounds };
  }

  private quantifier(): { min: number; max: number } | null {
    if (this.eat('*')) return { min: 0, max: Number.POSITIVE_INFINITY };
    if (this.eat('+')) return { min: 1, max: Number.POSITIVE_INFINITY };
    if (this.eat('?')) return { min: 0, max: 1 };
    if (this.peek() !== '{') return null;
    const braces = /\{(\d+)(,(\d*))?\}/y;
    braces.lastIndex = this.index;
    const match = braces.exec(this.pattern);
    if (!match) throw new Error('Unreadable {} quantifier');
    this.index = braces.lastIndex;
    const min = Number(match[1]);
    if (match[2] === undefined) return { min, max: min };
    return { min, max: match[3] ? Number(match[3]) : Number.POSITIVE_INFINITY };
  }

  private atom(): Term {
    if (this.eat('^') || this.eat('$')) return { kind: 'assertion' };
    if (this.eat('.')) return { kind: 'chars', set: ANY };
    if (this.eat('(')) return this.group();
    if (this.eat('[')) return { kind: 'chars', set: this.characterClass() };
    if (this.eat('\\')) return this.escape();
    return { kind: 'chars', set: single(this.nextCodePoint()) };
  }

  private group(): Term {
    let kind: 'group' | 'lookaround' = 'group';
    if (this.eat('?=') || this.eat('?!') || this.eat('?<=') || this.eat('?<!')) kind = 'lookaround';
    else if (this.eat('?<')) this.until('>');
    else if (this.eat('?')) this.until(':'); // `(?:`, and modifiers such as `(?i:` or `(?-i:`
    const body = this.alternatives();
    if (!this.eat(')')) throw new Error('Missing )');
    return { kind, body };
  }

  private escape(): Term {
    if (this.eat('b') || this.eat('B')) return { kind: 'assertion' };
    if (this.eat('k')) {
      this.eat('<');
      this.until('>');
      return { kind: 'backReference' };
    }
    const next = this.peek();
    if (next !== undefined && next >= '1' && next <= '9') {
      while (/\d/.test(this.peek() ?? '')) this.index++;
      return { kind: 'backReference' };
    }
    return { kind: 'chars', set: this.escapedChars() };
  }

  /** The characters of an escape after its backslash (`\b` reaches here only in a class: a backspace). */
  private escapedChars(): CharSet {
    const letter = String.fromCodePoint(this.nextCodePoint());
    switch (letter) {
      case 'd':
        return DIGITS;
      case 'D':
        return complement(DIGITS);
      case 'w':
        return WORD;
      case 'W':
        return complement(WORD);
      case 's':
        return SPACES;
      case 'S':
        return complement(SPACES);
      case 'p':
      case 'P':
        // A Unicode property: taken as any character, which can only make the check stricter.
        this.until('}');
        return ANY;
      case 'u':
        return this.unicodeEscape();
      case 'x':
        return single(this.hex(2));
      case 'c':
        return single(this.nextCodePoint() % 32);
      case '0':
        return single(0);
      case 'b':
        return single(0x08);
      default:
        return single(CONTROL_ESCAPES[letter] ?? letter.codePointAt(0) ?? 0);
    }
  }

  private hex(digits: number): number {
    const text = this.pattern.slice(this.index, this.index + digits);
    this.index += digits;
    return Number.parseInt(text, 16);
  }

  private unicodeEscape(): CharSet {
    if (this.eat('{')) return single(Number.parseInt(this.until('}'), 16));
    const unit = this.hex(4);
    // Half of a surrogate pair written as two escapes: taken as any character rather than pairing the halves.
    return unit >= 0xd800 && unit <= 0xdfff ? ANY : single(unit);
  }

  private characterClass(): CharSet {
    const negated = this.eat('^');
    const set: (readonly [number, number])[] = [];
    while (!this.eat(']')) {
      const from = this.classAtom();
      if (this.peek() === '-' && this.pattern[this.index + 1] !== ']' && isSingle(from)) {
        this.index++;
        const to = this.classAtom();
        const low = from[0]?.[0];
        const high = to[0]?.[1];
        if (low === undefined || high === undefined) throw new Error('Unreadable range');
        set.push([low, high]);
      } else {
        set.push(...from);
      }
      if (this.index >= this.pattern.length) throw new Error('Missing ]');
    }
    return negated ? complement(caseClosed(set)) : set;
  }

  private classAtom(): CharSet {
    if (this.eat('\\')) return this.escapedChars();
    return single(this.nextCodePoint());
  }
}

/** Shortest and longest text a term matches (back-references are refused before this matters). */
function lengths(term: Term): { min: number; max: number } {
  switch (term.kind) {
    case 'chars':
      return { min: 1, max: 1 };
    case 'group': {
      const each = term.body.map((sequence) =>
        sequence.map(lengths).reduce((sum, part) => ({ min: sum.min + part.min, max: sum.max + part.max }), {
          min: 0,
          max: 0,
        }),
      );
      return {
        min: Math.min(...each.map((part) => part.min)),
        max: Math.max(...each.map((part) => part.max)),
      };
    }
    case 'repeat': {
      const body = lengths(term.body);
      // Infinity times nothing (`(?:\b)*`) is nothing, not NaN.
      return { min: term.min * body.min, max: term.max === 0 || body.max === 0 ? 0 : term.max * body.max };
    }
    default:
      return { min: 0, max: 0 };
  }
}

const varies = (term: Term): boolean => {
  const { min, max } = lengths(term);
  return min !== max;
};

const nullable = (term: Term): boolean => lengths(term).min === 0;

/** Every character a term can consume (zero-width terms consume none). */
function charsOf(term: Term): CharSet {
  switch (term.kind) {
    case 'chars':
      return term.set;
    case 'group':
      return term.body.flatMap((sequence) => sequence.flatMap(charsOf));
    case 'repeat':
      return charsOf(term.body);
    default:
      return [];
  }
}

/** The characters a sequence can begin with: its terms' up to the first that cannot match empty. */
function firstCharsOfSequence(sequence: Sequence): CharSet {
  const first: (readonly [number, number])[] = [];
  for (const term of sequence) {
    first.push(...firstCharsOf(term));
    if (!nullable(term)) break;
  }
  return first;
}

function firstCharsOf(term: Term): CharSet {
  switch (term.kind) {
    case 'chars':
      return term.set;
    case 'group':
      return term.body.flatMap(firstCharsOfSequence);
    case 'repeat':
      return firstCharsOf(term.body);
    default:
      return [];
  }
}

/**
 * How many alternatives at most a text's first character leaves open (1: the alternatives never compete).
 * An alternative that can match empty competes with all the others.
 */
function branching(alternatives: Alternatives): number {
  if (alternatives.length < 2) return 1;
  const firsts = alternatives.map(firstCharsOfSequence);
  const empties = alternatives.map((sequence) => sequence.every(nullable));
  return Math.max(
    ...firsts.map(
      (first, index) =>
        firsts.filter((other, otherIndex) => empties[index] || empties[otherIndex] || overlaps(first, other))
          .length,
    ),
  );
}

class RiskFinder {
  private combinedBranching = 1;

  /** `repeated`: inside the body of a repeat that may run more than once. */
  alternatives(alternatives: Alternatives, repeated: boolean): RegexRisk | null {
    const choices = branching(alternatives);
    if (choices > 1 && repeated) return 'ambiguousAlternatives';
    this.combinedBranching *= choices;
    if (this.combinedBranching > MAX_BRANCHING) return 'ambiguousAlternatives';
    for (const sequence of alternatives) {
      const risk = this.sequence(sequence, repeated);
      if (risk) return risk;
    }
    return null;
  }

  private sequence(sequence: Sequence, repeated: boolean): RegexRisk | null {
    for (const [index, term] of sequence.entries()) {
      const risk = this.term(term, repeated) ?? adjacentRisk(sequence, index);
      if (risk) return risk;
    }
    return null;
  }

  private term(term: Term, repeated: boolean): RegexRisk | null {
    switch (term.kind) {
      case 'backReference':
        return 'backReference';
      case 'group':
      case 'lookaround':
        return this.alternatives(term.body, repeated);
      case 'repeat':
        if (repeated && term.min !== term.max) return 'nestedRepeat';
        return this.term(term.body, repeated || term.max > 1);
      default:
        return null;
    }
  }
}

/** Whether the term at `index` competes with a later one of varying length, only empty-able terms between. */
function adjacentRisk(sequence: Sequence, index: number): RegexRisk | null {
  const term = sequence[index];
  if (!term || !varies(term)) return null;
  const chars = charsOf(term);
  for (const later of sequence.slice(index + 1)) {
    if (varies(later) && overlaps(chars, charsOf(later))) return 'adjacentRepeats';
    if (!nullable(later)) return null;
  }
  return null;
}

/**
 * What makes a pattern unsafe to run, or null when it is safe. The pattern must compile with the `u` flag
 * (check that first); the analysis is of its case-insensitive reading.
 */
export function regexRisk(pattern: string): RegexRisk | null {
  return new RiskFinder().alternatives(foldCase(new PatternReader(pattern).read()), false);
}

/** The tree with every character set closed under the `i` flag's case folding. */
function foldCase(alternatives: Alternatives): Alternatives {
  return alternatives.map((sequence) => sequence.map(foldTerm));
}

function foldTerm(term: Term): Term {
  switch (term.kind) {
    case 'chars':
      return { kind: 'chars', set: caseClosed(term.set) };
    case 'group':
    case 'lookaround':
      return { ...term, body: foldCase(term.body) };
    case 'repeat':
      return { ...term, body: foldTerm(term.body) };
    default:
      return term;
  }
}
