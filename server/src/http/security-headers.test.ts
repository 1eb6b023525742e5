import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, remoteOrigins } from './security-headers.ts';

const remotes = {
  entries: '/remotes/entries/mf-manifest.json',
  'budgets-goals': 'https://budgets.example.com/mf-manifest.json',
  'stats-dashboard': 'https://budgets.example.com/stats/mf-manifest.json',
  settings: 'http://127.0.0.1:3004/app/settings/mf-manifest.json',
};

describe('the Content-Security-Policy', () => {
  it('admits the origins remotes are served from elsewhere, once each; a path is this origin', () => {
    expect(remoteOrigins(remotes)).toEqual(['https://budgets.example.com', 'http://127.0.0.1:3004']);
  });

  it('lets scripts, styles, fetches and images come from there, and nothing frame the app', () => {
    const { directives } = contentSecurityPolicy(remotes);
    for (const sources of [
      directives.scriptSrc,
      directives.styleSrc,
      directives.connectSrc,
      directives.imgSrc,
    ]) {
      expect(sources).toEqual(
        expect.arrayContaining(["'self'", 'https://budgets.example.com', 'http://127.0.0.1:3004']),
      );
    }
    expect(directives.scriptSrc).not.toContain("'unsafe-inline'");
    expect(directives.frameAncestors).toEqual(["'none'"]);
    expect(directives.objectSrc).toEqual(["'none'"]);
  });

  it("admits this origin's service worker and web app manifest", () => {
    const { directives } = contentSecurityPolicy(remotes);
    expect(directives.workerSrc).toEqual(["'self'"]);
    expect(directives.manifestSrc).toEqual(["'self'"]);
  });
});
