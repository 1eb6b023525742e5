// Keeps i18n honest (run by `pnpm lint`):
// 1. no untranslated text in JSX: text children and user-facing attributes must come from t();
// 2. every key a component asks for with a literal t('key') exists in English for its namespace;
// 3. every namespace has exactly the same keys, none empty, in en, it, es, de, fr;
// 4. every key is used by some code (see checkUsage), as the files are in the working tree.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(import.meta.dirname, '..');
const LOCALES = path.join(ROOT, 'shared/i18n/locales');
const LANGUAGES = ['en', 'it', 'es', 'de', 'fr'];
const UI_FOLDERS = ['shell/src', 'shared/ui/src', ...listDirs('remotes').map((r) => `remotes/${r}/src`)];
const USER_FACING_ATTRIBUTES = new Set(['aria-label', 'title', 'placeholder', 'alt', 'label']);
/** Text that is not language: punctuation, numbers, symbols. */
const LANGUAGE_FREE = /^[\s\d\p{P}\p{S}]*$/u;

const problems: string[] = [];

function listDirs(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

function sourceFiles(folder: string): string[] {
  if (!existsSync(path.join(ROOT, folder))) return [];
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) found.push(full);
    }
  };
  walk(path.join(ROOT, folder));
  return found;
}

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const keys = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') keys.set(full, value);
    else for (const [k, v] of flatten(value, full)) keys.set(k, v);
  }
  return keys;
}

function loadNamespaces(): Map<string, Map<string, Map<string, string>>> {
  const byNamespace = new Map<string, Map<string, Map<string, string>>>();
  for (const language of LANGUAGES) {
    for (const file of readdirSync(path.join(LOCALES, language))) {
      if (!file.endsWith('.json')) continue;
      const namespace = file.replace(/\.json$/, '');
      const tree = JSON.parse(readFileSync(path.join(LOCALES, language, file), 'utf8')) as Tree;
      const languages = byNamespace.get(namespace) ?? new Map();
      languages.set(language, flatten(tree));
      byNamespace.set(namespace, languages);
    }
  }
  return byNamespace;
}

function checkCompleteness(namespaces: ReturnType<typeof loadNamespaces>) {
  for (const [namespace, languages] of namespaces) {
    const english = languages.get('en');
    if (!english) {
      problems.push(`locales: namespace "${namespace}" has no English file`);
      continue;
    }
    for (const language of LANGUAGES) {
      const keys = languages.get(language);
      if (!keys) {
        problems.push(`locales/${language}/${namespace}.json is missing`);
        continue;
      }
      for (const key of english.keys()) {
        if (!keys.has(key)) problems.push(`locales/${language}/${namespace}.json lacks "${key}"`);
        else if (!keys.get(key)?.trim())
          problems.push(`locales/${language}/${namespace}.json has an empty "${key}"`);
      }
      for (const key of keys.keys()) {
        if (!english.has(key))
          problems.push(`locales/${language}/${namespace}.json has "${key}", unknown in English`);
      }
    }
  }
}

/** `const { t } = useTranslation('ns')` and `const { t: tc } = useTranslation('common')` -> name -> ns. */
function translatorNames(source: ts.SourceFile): Map<string, string> {
  const names = new Map<string, string>();
  const visit = (node: ts.Node) => {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isObjectBindingPattern(node.name) &&
      node.initializer &&
      ts.isCallExpression(node.initializer) &&
      node.initializer.expression.getText(source) === 'useTranslation'
    ) {
      const [first] = node.initializer.arguments;
      const namespace = first && ts.isStringLiteral(first) ? first.text : 'common';
      for (const element of node.name.elements) {
        const property = element.propertyName?.getText(source) ?? element.name.getText(source);
        if (property === 't') names.set(element.name.getText(source), namespace);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return names;
}

function checkSource(file: string, namespaces: ReturnType<typeof loadNamespaces>) {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const where = (node: ts.Node) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    return `${path.relative(ROOT, file)}:${line + 1}`;
  };
  const translators = translatorNames(source);
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && !LANGUAGE_FREE.test(node.text)) {
      problems.push(`${where(node)} untranslated text "${node.text.trim()}"`);
    }
    if (
      ts.isJsxAttribute(node) &&
      USER_FACING_ATTRIBUTES.has(node.name.getText(source)) &&
      node.initializer &&
      ts.isStringLiteral(node.initializer) &&
      !LANGUAGE_FREE.test(node.initializer.text)
    ) {
      problems.push(`${where(node)} untranslated ${node.name.getText(source)}="${node.initializer.text}"`);
    }
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
      const namespace = translators.get(node.expression.text);
      const [first] = node.arguments;
      if (namespace && first && (ts.isStringLiteral(first) || ts.isNoSubstitutionTemplateLiteral(first))) {
        const [ns, key] = first.text.includes(':') ? first.text.split(':', 2) : [namespace, first.text];
        const english = namespaces.get(ns ?? '')?.get('en');
        const known = english && key && (english.has(key) || english.has(`${key}_one`));
        if (!known) problems.push(`${where(node)} unknown i18n key "${ns}:${key}"`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}

/** Everything a key may be written in: the apps, the shared packages (rules' message keys) and the server. */
const CODE_FOLDERS = [...UI_FOLDERS, ...listDirs('shared').map((name) => `shared/${name}/src`), 'server/src'];

/**
 * Keys whose names no code spells, for a reason a reader can check. Code reaches them by data the lint cannot
 * see: a namespace read by property from its JSON, or a key made of a value that comes from the database.
 */
const USED_WITHOUT_SPELLING: { key: RegExp; why: string }[] = [
  { key: /^mail:/, why: 'the server reads mail.json by property (server/src/mail/messages.ts)' },
  { key: /^reference:/, why: 'named by the slugs and ids of the reference data in the database' },
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The string literals of the code; the words a key's variable part may be (those literals and the property
 * names of object literals, such as a messages object's keys); and the templates keys are built with
 * (`types.${type}`).
 */
function codeStrings(sources: readonly { file: string; text: string }[]) {
  const literals = new Set<string>();
  const words = new Set<string>();
  const templates: RegExp[] = [];
  for (const { file, text } of sources) {
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
    const visit = (node: ts.Node) => {
      if (
        (ts.isPropertyAssignment(node) || ts.isShorthandPropertyAssignment(node)) &&
        ts.isIdentifier(node.name)
      ) {
        words.add(node.name.text);
      }
      if (ts.isStringLiteralLike(node)) {
        literals.add(node.text);
        words.add(node.text);
        // 'common:errors.generic' names a key of another namespace.
        const colon = node.text.indexOf(':');
        if (colon > 0) literals.add(node.text.slice(colon + 1));
      } else if (ts.isTemplateExpression(node)) {
        const parts = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)];
        const head = parts[0]?.slice(parts[0].indexOf(':') + 1) ?? '';
        // A template that starts with a key's first part: each ${...} stands for one part of a key.
        if (/^[A-Za-z][\w-]*\./.test(head)) {
          templates.push(new RegExp(`^${[head, ...parts.slice(1)].map(escapeRegExp).join('([^.]+)')}$`));
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { literals, words, templates };
}

// i18next's plural forms of one key: count_one, count_other...
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/**
 * The keys (namespace -> its English keys) no code in `sources` uses, as `namespace:key`. A key is used when
 * some code spells it (a literal, or 'namespace:key'), or builds it with a template whose variable parts are
 * words the code writes elsewhere (`planning.${value}` with 'monthly' in PLANNING_VALUES,
 * `planned.problems.${key}` with the rules' messages in @bc/domain, `import.serverProblems.${key}` with the
 * names of IMPORT_MESSAGES), or it is listed in USED_WITHOUT_SPELLING. Namespaces are not told apart: a key
 * spelled for one counts for all (an unused key may hide behind a same-named one; a used key is never
 * reported).
 */
export function unusedKeys(
  keysByNamespace: ReadonlyMap<string, Iterable<string>>,
  sources: readonly { file: string; text: string }[],
): string[] {
  const { literals, words, templates } = codeStrings(sources);
  const builtFromCode = (key: string) =>
    templates.some(
      (template) =>
        template
          .exec(key)
          ?.slice(1)
          .every((part) => words.has(part)) === true,
    );
  const unused: string[] = [];
  for (const [namespace, keys] of keysByNamespace) {
    for (const key of keys) {
      const base = key.replace(PLURAL_SUFFIX, '');
      const named = `${namespace}:${base}`;
      const used =
        literals.has(base) ||
        builtFromCode(base) ||
        USED_WITHOUT_SPELLING.some(({ key: rule }) => rule.test(named));
      if (!used) unused.push(`${namespace}:${key}`);
    }
  }
  return unused;
}

/**
 * Every key is used by some code as the files are now in the working tree (others' uncommitted code counts).
 * Tests do not count: a key only a test names is unused.
 */
function checkUsage(namespaces: ReturnType<typeof loadNamespaces>) {
  const english = new Map(
    [...namespaces].map(([namespace, languages]) => [namespace, languages.get('en')?.keys() ?? []]),
  );
  const sources = CODE_FOLDERS.flatMap(sourceFiles).map((file) => ({
    file,
    text: readFileSync(file, 'utf8'),
  }));
  for (const key of unusedKeys(english, sources)) {
    const [namespace, name] = key.split(/:(.*)/s);
    problems.push(`locales/*/${namespace}.json: no code uses "${name}"`);
  }
}

if (import.meta.main) {
  const namespaces = loadNamespaces();
  checkCompleteness(namespaces);
  for (const folder of UI_FOLDERS) for (const file of sourceFiles(folder)) checkSource(file, namespaces);
  checkUsage(namespaces);

  if (problems.length > 0) {
    console.error(`i18n: ${problems.length} problem(s)\n${problems.join('\n')}`);
    process.exit(1);
  }
  console.log('i18n: every UI string is translated in en, it, es, de, fr, and used');
}
