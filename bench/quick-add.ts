// The ten-second expense, timed in Chromium on a phone (390×844, touch) at the seeded scale: from the tap on
// the bottom bar's + to the form ready for typing (the amount focused, the wallet and the category tiles
// there), with the app warm (opened once, the area's code in); and from the tap on Save to the entry on the
// server (the toast) and to the entry in the list opened right after. Printed next to the first paint of the
// page it starts from (the dashboard), in the same context.
import type { Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium.ts';
import { type StoredSession, signedInContext } from './browser.ts';

const RUNS = Number(process.env.QUICK_ADD_RUNS ?? 20);

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

const bar = (page: Page) => page.getByRole('navigation', { name: 'Quick navigation' });

/**
 * What the page must show: the add form ready for typing (the amount focused, the wallets and the category
 * tiles drawn), the toast of a saved entry, or a row of the list with this amount.
 */
type Ready = { form: true } | { saved: true } | { listed: string };

/**
 * Taps and answers the milliseconds from the tap (the event's own time stamp) until `ready` holds in the page,
 * checked each frame (so to within one). The check is a function, not a string: the app's policy forbids eval.
 */
async function tapUntil(page: Page, tap: () => Promise<void>, ready: Ready): Promise<number> {
  const tapped = page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        document.addEventListener('click', (event) => resolve(event.timeStamp), {
          once: true,
          capture: true,
        }),
      ),
  );
  await tap();
  const start = await tapped;
  const done = await page.waitForFunction(
    (wanted: Ready) => {
      const shown =
        'form' in wanted
          ? document.activeElement?.id === 'entry-amount' &&
            document.querySelector('#entry-wallet:not([disabled])') !== null &&
            document.querySelectorAll('.bc-category-tile').length > 0
          : 'saved' in wanted
            ? [...document.querySelectorAll('.bc-toast-text')].some(
                (toast) => toast.textContent === 'Entry saved',
              )
            : [...document.querySelectorAll('main .bc-amount')].some(
                (amount) => amount.textContent === wanted.listed,
              );
      return shown && performance.now();
    },
    ready,
    { polling: 'raf', timeout: 30_000 },
  );
  return ((await done.jsonValue()) as number) - start;
}

export async function quickAddFigures(baseUrl: string, session: StoredSession, kind: string): Promise<void> {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await signedInContext(browser, session, {
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/app/dashboard`);
    await page.getByRole('heading', { level: 1, name: 'Dashboard', exact: true }).waitFor();
    const firstPaint = (await (
      await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime)
    ).jsonValue()) as number;
    const toForm: number[] = [];
    const toSaved: number[] = [];
    const toListed: number[] = [];
    // One round first, not counted: the app warms (the entries area's code, the form's lists).
    for (let run = 0; run <= RUNS; run++) {
      await bar(page).getByRole('link', { name: 'Dashboard' }).tap();
      await page.getByRole('heading', { level: 1, name: 'Dashboard', exact: true }).waitFor();
      const formMs = await tapUntil(page, () => bar(page).getByRole('link', { name: 'Add entry' }).tap(), {
        form: true,
      });
      const form = page.getByRole('form', { name: 'Expenses' });
      const wallet = form.getByLabel('Wallet', { exact: true });
      if ((await wallet.inputValue()) === '-1') await wallet.selectOption({ index: 1 });
      await form.getByLabel('Amount').focus();
      const cents = String(run + 1).padStart(2, '0');
      await page.keyboard.type(`7.${cents}`);
      await form.locator('.bc-category-tile input').first().tap();
      const savedMs = await tapUntil(page, () => form.getByRole('button', { name: 'Save' }).tap(), {
        saved: true,
      });
      const listedMs = await tapUntil(
        page,
        async () => {
          await bar(page).getByRole('link', { name: 'Entries' }).tap();
        },
        { listed: `-€7.${cents}` },
      );
      if (run === 0) continue;
      toForm.push(formMs);
      toSaved.push(savedMs);
      toListed.push(savedMs + listedMs);
    }
    const line = (values: number[]) =>
      `p50 ${percentile(values, 50).toFixed(0)} / p95 ${percentile(values, 95).toFixed(0)} ms`;
    console.log(`  ${kind}: quick add on a phone (390×844), warm app, ${RUNS} entries (Chromium):`);
    console.log(`    tap on + to the form ready for typing         ${line(toForm)}`);
    console.log(`    tap on Save to the entry saved (toast)        ${line(toSaved)}`);
    console.log(`    tap on Save to the entry in the list opened   ${line(toListed)}`);
    console.log(`    the dashboard's first paint (same context)    ${firstPaint.toFixed(0)} ms`);
    await context.close();
  } finally {
    await browser.close();
  }
}
