// PostgreSQL text cannot hold every string JavaScript can (`unstorableTextProblem` in @bc/api says which):
// such a string would fail in the query (a 500) or be stored altered. One check for every request, before
// validation, so no route can forget it: the first such string is named by its path.
import { unstorableTextProblem } from '@bc/api';
import type { onRequestAsyncHookHandler, preValidationAsyncHookHandler } from 'fastify';
import { unprocessable } from './errors.ts';

type Found = { path: string; problem: string };

// A path kept as a link to its parent, so walking deep nesting costs no copy per level.
type Path = { key: string; parent: Path } | null;

function dotted(path: Path): string {
  const keys: string[] = [];
  for (let link = path; link !== null; link = link.parent) keys.push(link.key);
  return keys.reverse().join('.') || 'body';
}

/**
 * The first string (value or object key) PostgreSQL cannot store, by its dotted path, or null. Walked
 * with a list rather than recursion: a body nested thousands deep must not overflow the stack.
 */
export function findUnstorableText(value: unknown): Found | null {
  const pending: { value: unknown; path: Path }[] = [{ value, path: null }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { value: current, path } = next;
    if (typeof current === 'string') {
      const problem = unstorableTextProblem(current);
      if (problem !== null) return { path: dotted(path), problem };
    } else if (current !== null && typeof current === 'object') {
      const children: { value: unknown; path: Path }[] = [];
      for (const [key, item] of Object.entries(current)) {
        const keyProblem = unstorableTextProblem(key);
        if (keyProblem !== null) return { path: dotted({ key, parent: path }), problem: keyProblem };
        children.push({ value: item, path: { key, parent: path } });
      }
      // Reversed so the first child is looked at first.
      pending.push(...children.reverse());
    }
  }
  return null;
}

const refuse = ({ path, problem }: Found) => unprocessable(problem, { [path]: problem });

export const refuseUnstorableText: preValidationAsyncHookHandler = async (request) => {
  const found =
    findUnstorableText(request.body) ??
    findUnstorableText(request.query) ??
    findUnstorableText(request.params);
  if (found !== null) throw refuse(found);
};

/** Headers the workspace guard and authentication read as text go through the same rule. */
export const refuseUnstorableHeaders: onRequestAsyncHookHandler = async (request) => {
  for (const name of ['x-ws', 'x-bc-token'] as const) {
    const value = request.headers[name];
    const problem = typeof value === 'string' ? unstorableTextProblem(value) : null;
    if (problem !== null) throw refuse({ path: name, problem });
  }
};
