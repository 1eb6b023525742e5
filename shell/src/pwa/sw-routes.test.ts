import { describe, expect, it } from 'vitest';
import { isReleaseFile, isRemoteChunk } from './sw-routes.ts';

const ORIGIN = 'https://budget.example.com';

// [address, the way the worker treats it]
const CASES: [string, 'network first' | 'cache first' | 'left alone'][] = [
  // The files naming a release, on any origin.
  ['/app/remotes.json', 'network first'],
  ['/remotes/entries/mf-manifest.json', 'network first'],
  ['/remotes/entries/remoteEntry.js', 'network first'],
  ['https://cdn.example.com/budgets/mf-manifest.json', 'network first'],
  ['https://cdn.example.com/budgets/remoteEntry.js', 'network first'],
  // Remotes' hashed chunks, on any origin.
  ['/remotes/entries/__federation_expose_App.0123abcd.js', 'cache first'],
  ['/remotes/stats-dashboard/124.640cf46a.css', 'cache first'],
  ['https://cdn.example.com/budgets/main.87caddcb.js', 'cache first'],
  // The API, the shell (precached) and unhashed files.
  ['/api/entry?page=1', 'left alone'],
  ['/api/remotes.0123abcd.js', 'left alone'],
  ['/app/main.87caddcb.js', 'left alone'],
  ['/app/mf-manifest.json', 'left alone'],
  ['/remotes/entries/embed.js', 'left alone'],
  ['/remotes/entries/chunk.0123abcd.js?v=2', 'left alone'],
  ['https://cdn.example.com/budgets/logo.png', 'left alone'],
];

describe('service worker routes', () => {
  it.each(CASES)('%s: %s', (href, expected) => {
    const url = new URL(href, ORIGIN);
    const release = isReleaseFile(url, ORIGIN);
    const chunk = isRemoteChunk(url, ORIGIN);
    expect(release ? 'network first' : chunk ? 'cache first' : 'left alone').toBe(expected);
    expect(release && chunk).toBe(false);
  });
});
