// The XML of a CAMT file, read in one streaming pass with saxes, a conformant parser that says on which line
// each element opens. A statement of 100,000 entries is never held as one tree: only a statement's header
// (Acct, Bal…: what comes before its first Ntry) and one entry at a time are built, as small trees of
// elements without their namespace prefix, attributes kept, references decoded. XML that is not
// well-formed is refused with its line, a file cut short too: a cut download must not be read short.
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { UnreadableFileError } from './bank-file.ts';

/** An element, named without its namespace prefix; `line` is where its start tag is. */
export interface XmlNode {
  readonly name: string;
  readonly line: number;
  readonly attributes: Readonly<Record<string, string>>;
  readonly children: XmlNode[];
  /** The text directly inside, untrimmed: filled in as the parser reaches it. */
  text: string;
}

/** A CAMT message (BkToCstmrStmt…) and the element each of its statements is (Stmt…). */
export interface CamtMessage {
  readonly message: string;
  readonly statement: string;
}

/** What a CAMT file holds, in document order. */
export type CamtPart =
  /** A message under Document, with the namespaces declared on Document and on it. */
  | { kind: 'message'; name: string; namespaces: string[] }
  /** A statement up to its first entry (the whole statement when it has none). */
  | { kind: 'statement'; header: XmlNode }
  /** An Ntry of the statement given last. */
  | { kind: 'entry'; entry: XmlNode };

/**
 * The parser is fed this many characters at a time (it carries a character split between two slices over),
 * and the parts they complete are handed on before the next slice, so only a slice's worth of entries is held.
 */
const SLICE_LENGTH = 1 << 16;

/** Document, a message, a statement, an entry: the depths of the elements the parts are made of. */
const MESSAGE_DEPTH = 1;
const STATEMENT_DEPTH = 2;
const ENTRY_DEPTH = 3;

/** `c:Ntry` as `Ntry`: what CAMT means by an element does not depend on the prefix a bank chose. */
const withoutPrefix = (name: string) => name.slice(name.indexOf(':') + 1);

const isNamespaceDeclaration = (attribute: string) => attribute === 'xmlns' || attribute.startsWith('xmlns:');

/** Shared by the many elements without attributes, so that they do not each allocate an empty object. */
const NO_ATTRIBUTES: Readonly<Record<string, string>> = Object.freeze({});

/** The attributes of a start tag, without namespace declarations and prefixes. */
function attributesOf(tag: SaxesTagPlain): Readonly<Record<string, string>> {
  let attributes: Record<string, string> | undefined;
  for (const name in tag.attributes) {
    if (isNamespaceDeclaration(name)) continue;
    attributes ??= {};
    attributes[withoutPrefix(name)] = tag.attributes[name] ?? '';
  }
  return attributes ?? NO_ATTRIBUTES;
}

const nodeOf = (tag: SaxesTagPlain, line: number): XmlNode => ({
  name: withoutPrefix(tag.name),
  line,
  attributes: attributesOf(tag),
  children: [],
  text: '',
});

const namespacesOf = (tag: SaxesTagPlain) =>
  Object.entries(tag.attributes).flatMap(([name, value]) => (isNamespaceDeclaration(name) ? [value] : []));

/** The line of the text's last character that is not whitespace, from the line the text ends on. */
function lastWrittenLine(text: string, endLine: number): number {
  const trailing = text.slice(text.trimEnd().length);
  return endLine - (trailing.match(/\r\n?|\n/g)?.length ?? 0);
}

/**
 * The messages, statement headers and entries of a CAMT file, as the parser reaches them. Statements are the
 * elements `messages` names under their message under Document; anything else is passed over.
 */
export function* camtParts(text: string, messages: readonly CamtMessage[]): Generator<CamtPart> {
  const parser = new SaxesParser({ xmlns: false });
  const ready: CamtPart[] = [];
  /** The names of the open elements, the root first. */
  const open: string[] = [];
  let rootIsDocument = false;
  let documentNamespaces: string[] = [];
  let statementElement: string | undefined;
  /** The open statement's header until it is given (at its first entry), then null. */
  let header: XmlNode | null = null;
  /** The open elements of the tree being built (a header or an entry), innermost last. */
  let building: XmlNode[] = [];
  /** The element closed last, to name in the error about a mismatched end tag. */
  let lastClosed = '';

  parser.on('opentag', (tag) => {
    const name = withoutPrefix(tag.name);
    const depth = open.length;
    open.push(name);
    if (depth === 0) {
      rootIsDocument = name === 'Document';
      documentNamespaces = namespacesOf(tag);
    } else if (depth === MESSAGE_DEPTH && rootIsDocument) {
      statementElement = messages.find((each) => each.message === name)?.statement;
      if (statementElement) {
        ready.push({ kind: 'message', name, namespaces: [...documentNamespaces, ...namespacesOf(tag)] });
      }
    } else if (depth === STATEMENT_DEPTH && name === statementElement) {
      header = nodeOf(tag, parser.line);
      building = [header];
    } else if (depth === ENTRY_DEPTH && name === 'Ntry' && open[STATEMENT_DEPTH] === statementElement) {
      if (header) ready.push({ kind: 'statement', header });
      header = null;
      building = [nodeOf(tag, parser.line)];
    } else {
      const parent = building.at(-1);
      if (parent) {
        const node = nodeOf(tag, parser.line);
        parent.children.push(node);
        building.push(node);
      }
    }
  });

  const addText = (content: string) => {
    const node = building.at(-1);
    if (node) node.text += content;
  };
  parser.on('text', addText);
  parser.on('cdata', addText);

  parser.on('closetag', () => {
    lastClosed = open.pop() ?? '';
    const node = building.pop();
    if (!node || building.length > 0) return;
    // The tree being built is complete: an entry, or a statement that had no entry.
    if (node === header) {
      ready.push({ kind: 'statement', header });
      header = null;
    } else {
      ready.push({ kind: 'entry', entry: node });
    }
  });

  parser.on('error', (error) => {
    // saxes starts its messages with "line:column: "; the line goes where every reader puts it.
    let message = error.message.replace(/^\d+:\d+: /, '').replace(/\.$/, '');
    // A mismatched end tag is reported right after saxes closed the element it should have closed.
    if (message === 'unexpected close tag') message += ` where ${lastClosed} should close`;
    throw new UnreadableFileError(`The file is not well-formed XML: ${message}`, `line ${parser.line}`);
  });

  for (let start = 0; start < text.length; start += SLICE_LENGTH) {
    parser.write(text.slice(start, start + SLICE_LENGTH));
    yield* ready;
    ready.length = 0;
  }
  // A file cut short leaves elements open: naming them all tells more than saxes' first "unclosed tag".
  if (open.length > 0) {
    throw new UnreadableFileError(
      `The XML ends with ${open.join('/')} still open: the file looks cut short`,
      `line ${lastWrittenLine(text, parser.line)}`,
    );
  }
  parser.close();
  yield* ready;
}

/** Every element at a path of child names, through every repetition of every step, in document order. */
function elementsAt(node: XmlNode | undefined, path: readonly string[]): XmlNode[] {
  let nodes = node ? [node] : [];
  for (const name of path) {
    const next: XmlNode[] = [];
    for (const each of nodes) {
      for (const child of each.children) if (child.name === name) next.push(child);
    }
    nodes = next;
  }
  return nodes;
}

/** The first element at a path in document order, found without listing the others (entries ask often). */
function firstAt(node: XmlNode, path: readonly string[], step = 0): XmlNode | undefined {
  if (step === path.length) return node;
  for (const child of node.children) {
    const found = child.name === path[step] ? firstAt(child, path, step + 1) : undefined;
    if (found) return found;
  }
  return undefined;
}

const isEmpty = (node: XmlNode) =>
  node.children.length === 0 && Object.keys(node.attributes).length === 0 && node.text.trim() === '';

/** The elements at a path ("NtryDtls", "TxDtls"); empty elements (`<TxDtls/>`) are left out. */
export function nodesAt(node: XmlNode | undefined, ...path: string[]): XmlNode[] {
  return elementsAt(node, path).filter((each) => !isEmpty(each));
}

/** The text of each element at a path, untrimmed. */
export function textsAt(node: XmlNode | undefined, ...path: string[]): string[] {
  return elementsAt(node, path).map((each) => each.text);
}

/** The trimmed text of the first element at a path, or null when there is none or it is empty. */
export function textAt(node: XmlNode | undefined, ...path: string[]): string | null {
  const text = node && firstAt(node, path)?.text.trim();
  return text ? text : null;
}
