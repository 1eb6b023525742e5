// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AFTER_PAINT_LOADER, startScriptsAfterPaint } from './scripts-after-paint.ts';

const BUILT =
  '<html><head><title>Login</title><script defer src="/app/login/main.1a2b.js"></script></head>' +
  '<body><div id="root"><h1>Login</h1></div></body></html>';
const STRINGS = ['/app/login/locale-it-common-json.1.js', '/app/login/locale-it-shell-json.2.js'];

describe('startScriptsAfterPaint', () => {
  it('leaves no script for the browser to fetch before painting: one inline loader ends the body', () => {
    const html = startScriptsAfterPaint(BUILT, STRINGS);
    expect(html).not.toContain('<script defer');
    expect(html).toContain(
      `<div id="root"><h1>Login</h1></div><script data-load="/app/login/main.1a2b.js ${STRINGS.join(' ')}">` +
        `${AFTER_PAINT_LOADER}</script></body>`,
    );
  });

  it('refuses a page without its one script (the build changed how it writes them)', () => {
    expect(() => startScriptsAfterPaint('<html><body></body></html>', STRINGS)).toThrow(/one script/);
  });
});

describe('the loader', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.head.innerHTML = '';
  });

  /** Runs the loader as the browser would, as the page's current script. */
  function runLoader(load: string) {
    const script = document.createElement('script');
    script.dataset.load = load;
    Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
    new Function(AFTER_PAINT_LOADER)();
  }

  it('adds the page script and preloads its strings once a frame has been painted, not before', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout'] });
    runLoader(`/main.js ${STRINGS.join(' ')}`);
    expect(document.head.children).toHaveLength(0);
    vi.advanceTimersToNextFrame();
    expect(document.head.children).toHaveLength(0);
    vi.runOnlyPendingTimers();
    const added = [...document.head.children].map((element) => element.outerHTML);
    expect(added).toEqual([
      `<link rel="preload" as="script" href="${STRINGS[0]}">`,
      `<link rel="preload" as="script" href="${STRINGS[1]}">`,
      '<script src="/main.js"></script>',
    ]);
  });
});
