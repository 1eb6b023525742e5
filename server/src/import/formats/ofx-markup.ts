// OFX markup to a tree of elements. OFX 1.x is SGML, where leaf elements are seldom closed (`<CODE>0`) and
// aggregates always are; OFX 2.x is XML; and banks write the mix (an XML header over unclosed SGML tags).
// This one tolerant pass reads all three rather than fast-xml-parser: that parser needs well-formed XML, and
// turning SGML into XML means deciding which elements are leaves, which is this pass; it also gives each
// element's line, which the rows need and fast-xml-parser cannot give. The npm OFX parsers are unmaintained.

export interface OfxElement {
  /** Upper case: OFX tags are, and some writers are not careful. */
  name: string;
  /** The 1-based line of its start tag. */
  line: number;
  /** Its own text, entities decoded (CDATA as written), untrimmed; the blanks between tags left out. */
  text: string;
  children: OfxElement[];
}

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

const ENTITY = /&(#x[0-9a-f]+|#\d+|[a-z]+);/gi;

function decodeEntitiesOnce(text: string): string {
  return text.replace(ENTITY, (whole, name: string) => {
    if (name.startsWith('#')) {
      const code =
        name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/**
 * Entities decoded, and decoded once more when the first pass leaves some: banks (RBC among them) escape
 * their text twice, `&amp;lt;DEFTPYMT&amp;gt;` for `<DEFTPYMT>`, while a payee that really reads "&lt;" is
 * unheard of.
 */
function decodeEntities(text: string): string {
  const once = decodeEntitiesOnce(text);
  return once === text ? once : decodeEntitiesOnce(once);
}

// One token at a time: CDATA, a comment, a declaration or processing instruction, an end tag, a start tag
// (self-closing or not), or the text up to the next "<". A "<" that starts none of these is text.
const TOKEN =
  /<!\[CDATA\[([\s\S]*?)\]\]>|<!--[\s\S]*?-->|<[?!][^>]*>|<\/\s*([\w.:-]+)\s*>|<([\w.:-]+)(?:\s[^<>]*?)?(\/?)>|([^<]+|<)/g;

function countNewlines(text: string): number {
  let count = 0;
  for (let index = text.indexOf('\n'); index !== -1; index = text.indexOf('\n', index + 1)) count += 1;
  return count;
}

/**
 * The elements of `text` under a nameless root. An element whose name the file never closes is a leaf, and an
 * element that already has text holds no elements: either ends where the next tag starts. An end tag closes
 * its element and every unclosed one inside it; an end tag with no open element of its name is ignored.
 */
export function readOfxMarkup(text: string): OfxElement {
  const closedNames = new Set(
    Array.from(text.matchAll(/<\/\s*([\w.:-]+)\s*>/g), (match) => match[1]?.toUpperCase()),
  );
  const root: OfxElement = { name: '', line: 1, text: '', children: [] };
  const open: OfxElement[] = [root];
  const top = () => open.at(-1) ?? root;
  // The blanks between tags are no value, and kept they would make each aggregate's text as long as its rows.
  const addText = (value: string) => {
    if (/\S/.test(value)) top().text += value;
  };
  const endsAtNextTag = (element: OfxElement) =>
    element !== root && (!closedNames.has(element.name) || element.text !== '');
  let line = 1;

  for (const match of text.matchAll(TOKEN)) {
    const [whole, cdata, endName, startName, selfClosing, plain] = match;
    if (cdata !== undefined) {
      addText(cdata);
    } else if (plain !== undefined) {
      addText(decodeEntities(plain));
    } else if (endName !== undefined) {
      const name = endName.toUpperCase();
      const depth = open.findLastIndex((element) => element.name === name);
      if (depth > 0) open.length = depth;
    } else if (startName !== undefined) {
      while (endsAtNextTag(top())) open.pop();
      const element: OfxElement = { name: startName.toUpperCase(), line, text: '', children: [] };
      top().children.push(element);
      if (!selfClosing) open.push(element);
    }
    line += countNewlines(whole);
  }
  return root;
}

/** The first child named `name`, following a path of names ("BANKACCTFROM", "ACCTID"). */
function childAt(element: OfxElement, ...path: string[]): OfxElement | undefined {
  let found: OfxElement | undefined = element;
  for (const name of path) found = found?.children.find((child) => child.name === name);
  return found;
}

/** The trimmed text of the element at `path`, or null when it is absent or empty. */
export function textAt(element: OfxElement, ...path: string[]): string | null {
  const text = childAt(element, ...path)?.text.trim();
  return text ? text : null;
}

/** Every element with one of `names` under `element`, in file order, not looking inside a match. */
export function findAll(element: OfxElement, ...names: string[]): OfxElement[] {
  return element.children.flatMap((child) =>
    names.includes(child.name) ? [child] : findAll(child, ...names),
  );
}
