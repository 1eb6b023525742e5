/**
 * How Debian's Chromium is launched for e2e and bench: never a downloaded browser, and no traffic off
 * loopback (TOOLCHAIN.md §4: without these flags Chromium keeps trying to reach Google's hosts).
 */
export const CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
];
