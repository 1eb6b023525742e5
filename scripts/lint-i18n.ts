// Keeps i18n honest (run by `pnpm lint`):
// 1. no untranslated text in JSX: text children and user-facing attributes must come from t();
// 2. every key a component asks for with a literal t('key') exists in English for its namespace;
// 3. every namespace has exactly the same keys, none empty, in en, it, es, de, fr.
import { readdirSync, readFileSync } from 'node:fs';
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

const namespaces = loadNamespaces();
checkCompleteness(namespaces);
for (const folder of UI_FOLDERS) for (const file of sourceFiles(folder)) checkSource(file, namespaces);

if (problems.length > 0) {
  console.error(`i18n: ${problems.length} problem(s)\n${problems.join('\n')}`);
  process.exit(1);
}
console.log('i18n: every UI string is translated in en, it, es, de, fr');
