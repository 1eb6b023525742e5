// The XML of a CAMT file, with fast-xml-parser: checked well-formed first (a cut download must be refused,
// not read short), then parsed without namespace prefixes, every value kept as the text it is. Also where
// elements start: the parser gives no positions, so rows find their line by counting start tags in the text.
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { UnreadableFileError } from './bank-file.ts';
import { lineFinder } from './statement-rows.ts';

/** An element as fast-xml-parser gives it: children by name, attributes as "@_Name", text as "#text". */
export type XmlNode = { readonly [name: string]: unknown };

const isNode = (value: unknown): value is XmlNode =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const parser = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  parseAttributeValue: false,
  // Character references (&#252;) as well as the five XML entities.
  htmlEntities: true,
});

/** The document, or an UnreadableFileError saying what is wrong and on which line. */
export function parseCamtXml(text: string): XmlNode {
  const validation = XMLValidator.validate(text);
  if (validation !== true) {
    const { msg, line } = validation.err;
    // A file cut short leaves elements open; the validator lists them, at line 1, as "Invalid '[...]' found".
    const open = /^Invalid '\[(.*)\]' found/s.exec(msg)?.[1];
    if (open !== undefined) {
      const names = Array.from(open.matchAll(/"([^"]+)"/g), (match) => match[1]).join('/');
      throw new UnreadableFileError(
        `The XML ends with ${names} still open: the file looks cut short`,
        `line ${text.trimEnd().split('\n').length}`,
      );
    }
    throw new UnreadableFileError(`The file is not well-formed XML: ${msg}`, `line ${line}`);
  }
  const document: unknown = parser.parse(text);
  if (!isNode(document)) throw new UnreadableFileError('The file holds no XML document');
  return document;
}

/** Every value at a path of child names, through every repetition of every step, in document order. */
function valuesAt(node: XmlNode | undefined, path: readonly string[]): unknown[] {
  let values: unknown[] = node ? [node] : [];
  for (const name of path) {
    values = values.flatMap((value) =>
      isNode(value) && value[name] !== undefined ? [value[name]].flat() : [],
    );
  }
  return values;
}

/** The elements at a path ("Ntry", "NtryDtls", "TxDtls"); empty elements (`<BkTxCd/>`) are left out. */
export function nodesAt(node: XmlNode | undefined, ...path: string[]): XmlNode[] {
  return valuesAt(node, path).filter(isNode);
}

/** The text of each element (or attribute, "@_Ccy") at a path, untrimmed. */
export function textsAt(node: XmlNode | undefined, ...path: string[]): string[] {
  return valuesAt(node, path).flatMap((value) => {
    const text = isNode(value) ? value['#text'] : value;
    return typeof text === 'string' ? [text] : [];
  });
}

/** The trimmed text of the first element at a path, or null when there is none or it is empty. */
export function textAt(node: XmlNode | undefined, ...path: string[]): string | null {
  const text = textsAt(node, ...path)[0]?.trim();
  return text ? text : null;
}

/** Where an entry starts, and where each of its transaction details does. */
export interface EntryLines {
  entry: number;
  transactions: number[];
}

/**
 * The lines of every <Ntry> (any namespace prefix) and of the <TxDtls> inside each, in document order, which
 * is the order the parser gives repeated elements in. Comments and CDATA are blanked first, keeping line
 * breaks.
 */
export function entryLines(text: string): EntryLines[] {
  const markup = text.replace(/<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>/g, (skipped) =>
    skipped.replace(/[^\n]/g, ' '),
  );
  const lineOf = lineFinder(markup);
  const entries: EntryLines[] = [];
  for (const match of markup.matchAll(/<(?:[\w.-]+:)?(Ntry|TxDtls)[\s/>]/g)) {
    const line = lineOf(match.index);
    if (match[1] === 'Ntry') entries.push({ entry: line, transactions: [] });
    else entries.at(-1)?.transactions.push(line);
  }
  return entries;
}
