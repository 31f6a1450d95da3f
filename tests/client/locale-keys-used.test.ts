import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every message key the code names exists in the locale files, so a moved or renamed key never shows
 * as raw text. Checked: every 'namespace:key' literal anywhere in src/ (a template literal
 * `namespace:prefix.${…}` must name an existing group), and the plain t('key') calls of a file whose
 * useTranslation calls all name one namespace first. Generic action words live once, in
 * common:actions.
 */
const ROOT = join(__dirname, '../..');
const LOCALES_DIR = join(ROOT, 'locales/en-US');

type Tree = { [key: string]: string | Tree };
const namespaces = new Map<string, Tree>(
  readdirSync(LOCALES_DIR)
    .filter((f) => f.endsWith('.json'))
    .map((f) => [f.slice(0, -5), JSON.parse(readFileSync(join(LOCALES_DIR, f), 'utf8')) as Tree]),
);

function lookup(ns: string, path: string): string | Tree | undefined {
  let node: string | Tree | undefined = namespaces.get(ns);
  for (const part of path.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return node;
}

/** A leaf, or a plural base whose _one/_other forms exist. */
function hasMessage(ns: string, path: string): boolean {
  if (typeof lookup(ns, path) === 'string') return true;
  const dot = path.lastIndexOf('.');
  const parent = dot < 0 ? namespaces.get(ns) : lookup(ns, path.slice(0, dot));
  const leaf = path.slice(dot + 1);
  return typeof parent === 'object' && Object.keys(parent).some((k) => k.startsWith(`${leaf}_`));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const NS = [...namespaces.keys()].join('|');
const QUALIFIED = new RegExp(`['"](${NS}):([\\w.-]+)['"]`, 'g');
const TEMPLATE_PREFIX = new RegExp(`\`(${NS}):([\\w.-]+)\\.\\$\\{`, 'g');
const PLAIN_CALL = /\bt\(\s*'([\w.-]+)'/g;
const PLAIN_TEMPLATE = /\bt\(\s*`([\w.-]+)\.\$\{/g;
const FIRST_NAMESPACE = /useTranslation\(\s*\[?\s*'(\w+)'/g;

function problemsIn(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const where = relative(ROOT, file);
  const problems: string[] = [];
  for (const [, ns, path] of text.matchAll(QUALIFIED)) {
    if (!hasMessage(ns, path)) problems.push(`${where}: ${ns}:${path}`);
  }
  for (const [, ns, prefix] of text.matchAll(TEMPLATE_PREFIX)) {
    if (typeof lookup(ns, prefix) !== 'object') problems.push(`${where}: ${ns}:${prefix}.*`);
  }
  const firsts = new Set([...text.matchAll(FIRST_NAMESPACE)].map((m) => m[1]));
  if (firsts.size === 1) {
    const [ns] = firsts;
    for (const [, path] of text.matchAll(PLAIN_CALL)) {
      if (!hasMessage(ns, path)) problems.push(`${where}: ${ns}:${path} (t('${path}'))`);
    }
    for (const [, prefix] of text.matchAll(PLAIN_TEMPLATE)) {
      if (typeof lookup(ns, prefix) !== 'object')
        problems.push(`${where}: ${ns}:${prefix}.* (t(\`${prefix}.\${…}\`))`);
    }
  }
  return problems;
}

function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`),
  );
}

/** The names of permission actions (accounts:permissionActions) are a vocabulary of their own, not buttons. */
const OWN_VOCABULARY = 'permissionActions';

describe('message keys named in the code', () => {
  it('all exist in the locale files', () => {
    const problems = sourceFiles(join(ROOT, 'src')).flatMap(problemsIn);
    expect(problems).toEqual([]);
  });

  it('generic action words are defined once, in common:actions', () => {
    const actions = lookup('common', 'actions') as Tree;
    const words = new Set(Object.values(actions));
    const copies = [...namespaces]
      .filter(([ns]) => ns !== 'common')
      .flatMap(([ns, tree]) =>
        leaves(tree)
          .filter(([key, value]) => words.has(value) && !key.startsWith(`${OWN_VOCABULARY}.`))
          .filter(([key]) => Object.keys(actions).includes(key.split('.').pop() ?? ''))
          .map(([key, value]) => `${ns}:${key} = ${value}`),
      );
    expect(copies).toEqual([]);
  });
});
