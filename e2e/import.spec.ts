// Bringing history in from files (issue 23): an OFX of two accounts dropped (or picked, on a phone), its
// statements sent to two wallets (one of the workspace's, one created on the spot), a row's category changed,
// imported, seen in the entries and the wallets' balances, then undone from the history; and a CSV whose
// header the server does not know, mapped by hand. With IMPORT_SHOTS=1 every step is also photographed, light
// and dark, into the test's output folder.
import { expect, type Locator, type Page } from '@playwright/test';
import { blockingAxeProblems, describeProblem } from './support/axe.ts';
import { test } from './support/fixtures.ts';
import { tabTo } from './support/keyboard.ts';
import { stripWallet } from './support/ledger.ts';
import { expectNoSidewaysScroll, PHONE } from './support/phone.ts';

// Two accounts of one bank in one OFX 1.x file (SGML, unclosed tags): a checking account with three rows and
// a savings account with two, each with its balance at the end of October.
const TWO_ACCOUNTS_OFX = `OFXHEADER:100
DATA:OFXSGML
VERSION:102
SECURITY:NONE
ENCODING:USASCII
CHARSET:1252
COMPRESSION:NONE
OLDFILEUID:NONE
NEWFILEUID:NONE

<OFX>
<SIGNONMSGSRSV1><SONRS><STATUS><CODE>0<SEVERITY>INFO</STATUS><DTSERVER>20261101090000<LANGUAGE>ENG</SONRS></SIGNONMSGSRSV1>
<BANKMSGSRSV1>
<STMTTRNRS><TRNUID>1<STATUS><CODE>0<SEVERITY>INFO</STATUS>
<STMTRS><CURDEF>EUR
<BANKACCTFROM><BANKID>10020030<ACCTID>4455667788<ACCTTYPE>CHECKING</BANKACCTFROM>
<BANKTRANLIST><DTSTART>20261001<DTEND>20261031
<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20261003<TRNAMT>-42.10<FITID>CHK-1001<NAME>Corner Grocer<MEMO>Weekly shop
</STMTTRN>
<STMTTRN><TRNTYPE>CREDIT<DTPOSTED>20261015<TRNAMT>1850.00<FITID>CHK-1002<NAME>Northwind Ltd<MEMO>October salary
</STMTTRN>
<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20261020<TRNAMT>-9.40<FITID>CHK-1003<NAME>Bean There Cafe
</STMTTRN>
</BANKTRANLIST>
<LEDGERBAL><BALAMT>1798.50<DTASOF>20261031</LEDGERBAL>
</STMTRS></STMTTRNRS>
<STMTTRNRS><TRNUID>2<STATUS><CODE>0<SEVERITY>INFO</STATUS>
<STMTRS><CURDEF>EUR
<BANKACCTFROM><BANKID>10020030<ACCTID>9988776655<ACCTTYPE>SAVINGS</BANKACCTFROM>
<BANKTRANLIST><DTSTART>20261001<DTEND>20261031
<STMTTRN><TRNTYPE>CREDIT<DTPOSTED>20261016<TRNAMT>500.00<FITID>SAV-2001<NAME>Own transfer<MEMO>From checking
</STMTTRN>
<STMTTRN><TRNTYPE>INT<DTPOSTED>20261031<TRNAMT>1.25<FITID>SAV-2002<NAME>Interest
</STMTTRN>
</BANKTRANLIST>
<LEDGERBAL><BALAMT>2501.25<DTASOF>20261031</LEDGERBAL>
</STMTRS></STMTTRNRS>
</BANKMSGSRSV1>
</OFX>
`;

// A CSV whose header no bank or app uses: the server cannot tell which column is which, nor, its days being
// all 12 or less, whether the dates are day or month first. Its last row has no amount the server can read.
const UNKNOWN_HEADER_CSV = [
  'When;How much;Who;Why',
  '03/10/2026;-12,50;Bakery;Bread',
  '05/10/2026;250,00;Aunt May;Gift',
  '07/10/2026;twelve;Torn receipt;?',
].join('\n');

const file = (name: string, text: string, mimeType = 'application/octet-stream') => ({
  name,
  mimeType,
  buffer: Buffer.from(text),
});

/** Photographs the page as it is, light then dark, when IMPORT_SHOTS is set (for a person to look at). */
async function shoot(page: Page, step: string) {
  if (!process.env.IMPORT_SHOTS) return;
  const width = page.viewportSize()?.width ?? 0;
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await page.screenshot({ path: test.info().outputPath(`${width}-${step}-${theme}.png`), fullPage: true });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

/** axe finds no serious or critical problem on the page as it is, light, then dark (its colours). */
async function expectAccessible(page: Page, step: string) {
  const problems: string[] = [];
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    const found = await blockingAxeProblems(page, { coloursOnly: theme === 'dark' });
    problems.push(...found.map((problem) => describeProblem(`${step}, ${theme}`, problem)));
  }
  await page.emulateMedia({ colorScheme: 'light' });
  expect(problems, problems.join('\n')).toEqual([]);
}

/**
 * Holds the requests to `path` back while `during` runs, so that what the page shows while it waits (the
 * progress bars) stays long enough to be checked and photographed.
 */
async function whileWaitingFor(page: Page, path: string, during: () => Promise<void>) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let sent: Promise<void> = Promise.resolve();
  await page.route(
    `**${path}`,
    (route) => {
      sent = released.then(() => route.continue());
      return sent;
    },
    { times: 1 },
  );
  try {
    await during();
  } finally {
    release();
    await sent;
  }
}

/** Drops a file on the drop zone as a pointer does: drag enter, drag over, drop. */
async function dropFile(page: Page, zone: Locator, name: string, text: string) {
  const dataTransfer = await page.evaluateHandle(
    ({ name, text }) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([text], name));
      return transfer;
    },
    { name, text },
  );
  await zone.dispatchEvent('dragenter', { dataTransfer });
  await zone.dispatchEvent('dragover', { dataTransfer });
  await zone.dispatchEvent('drop', { dataTransfer });
}

const fileInput = (page: Page) => page.getByLabel(/^Drop a bank or app file here/);
const statementOf = (page: Page, account: string) =>
  page.getByRole('region', { name: 'What the file holds' }).getByRole('region', { name: account });
const previewRow = (page: Page, text: string) =>
  page.getByRole('table', { name: 'Rows of the file' }).getByRole('row').filter({ hasText: text });

/** Waits until a re-read of the file has answered: the Import button is no longer waiting for it. */
async function settled(page: Page) {
  await expect(page.getByText(/^(Sending|Reading) /)).toHaveCount(0);
}

const SCREENS = [
  { name: 'desktop', use: { viewport: { width: 1280, height: 800 } }, drop: true },
  { name: 'phone 390', use: PHONE, drop: false },
  { name: 'phone 360', use: { ...PHONE, viewport: { width: 360, height: 740 } }, drop: false },
] as const;

for (const screen of SCREENS) {
  test.describe(`on ${screen.name}`, () => {
    test.use(screen.use);

    test('an OFX of two accounts goes into two wallets, one created on the spot, and is undone from the history', async ({
      signedInPage: page,
    }) => {
      test.slow();
      await page.goto('/app/import');
      await expect(page.getByRole('heading', { level: 1, name: 'Import' })).toBeVisible();
      await expect(page.getByText('No import yet.')).toBeVisible();
      await shoot(page, '01-empty');
      await expectNoSidewaysScroll(page);

      await whileWaitingFor(page, '/api/import/preview', async () => {
        if (screen.drop)
          await dropFile(
            page,
            page.getByText('Drop a bank or app file here'),
            'october.ofx',
            TWO_ACCOUNTS_OFX,
          );
        else await fileInput(page).setInputFiles(file('october.ofx', TWO_ACCOUNTS_OFX));
        await expect(
          page.getByRole('progressbar', { name: /^(Sending|Reading) october\.ofx…$/ }),
        ).toBeVisible();
        await shoot(page, '01-reading');
      });

      // What the server found: the format, the encoding, and each account with its dates, rows and balance.
      const found = page.getByRole('region', { name: 'What the file holds' });
      await expect(found.getByLabel('Format')).toHaveValue('auto');
      await expect(found.getByLabel('Format').locator('option:checked')).toHaveText('Automatic (OFX)');
      const checking = statementOf(page, 'CHECKING · 4455667788');
      const savings = statementOf(page, 'SAVINGS · 9988776655');
      await expect(checking).toContainText('3 rows');
      await expect(checking).toContainText('Oct 3, 2026 to Oct 20, 2026');
      await expect(checking).toContainText('€1,798.50');
      await expect(savings).toContainText('2 rows');
      await expect(savings).toContainText('€2,501.25');
      await expect(page.getByText('5 to import · 0 duplicates · 0 with problems')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Import 5 entries' })).toBeDisabled();
      await shoot(page, '02-found');
      await expectAccessible(page, 'found');
      await expectNoSidewaysScroll(page);

      // The checking account into the setup's wallet, the savings into a wallet created here.
      await checking.getByLabel('Import into wallet').selectOption({ label: 'Bank' });
      await settled(page);
      await savings.getByLabel('Import into wallet').selectOption({ label: 'Create a new wallet…' });
      const newWallet = savings.getByRole('form', { name: 'New wallet' });
      await expect(newWallet.getByLabel('Name')).toHaveValue('SAVINGS · 9988776655');
      // Opening at the bank's balance less the file's rows: after the import it is the bank's.
      await expect(newWallet.getByLabel('Opening balance')).toHaveValue('2000.00');
      await expect(newWallet.getByLabel('Currency')).toBeEnabled();
      await newWallet.getByLabel('Name').fill('Savings');
      await shoot(page, '03-new-wallet');
      await expectNoSidewaysScroll(page);
      await newWallet.getByRole('button', { name: 'Create the wallet' }).click();
      await expect(newWallet).toHaveCount(0);
      await expect(savings.getByLabel('Import into wallet').locator('option:checked')).toHaveText('Savings');
      await settled(page);

      // One row's category changed in the preview.
      const cafe = previewRow(page, 'Bean There Cafe');
      await cafe.getByRole('combobox').selectOption({ label: 'Restaurants & fast food' });
      await expect(previewRow(page, 'Northwind Ltd')).toContainText('€1,850.00');
      await shoot(page, '04-preview');
      await expectAccessible(page, 'preview');
      await expectNoSidewaysScroll(page);

      await whileWaitingFor(page, '/commit', async () => {
        await page.getByRole('button', { name: 'Import 5 entries' }).click();
        await expect(page.getByRole('progressbar', { name: 'Importing 5 entries…' })).toBeVisible();
        await shoot(page, '04-importing');
      });
      await expect(page.getByText('5 entries imported', { exact: true })).toBeVisible();
      await expect(stripWallet(page, 'Bank')).toContainText('€1,798.50');
      await expect(stripWallet(page, 'Savings')).toContainText('€2,501.25');
      await expect(page.getByRole('list', { name: 'Import history' }).getByRole('listitem')).toHaveCount(1);
      await shoot(page, '05-imported');
      await expectNoSidewaysScroll(page);

      await page.getByRole('link', { name: 'Show the entries' }).click();
      await expect(page).toHaveURL(/\/app\/entries$/);
      // The five entries, each with its payee and memo as its note, the changed one in its new category.
      const main = page.getByRole('main');
      for (const text of [
        'Corner Grocer · Weekly shop',
        'Northwind Ltd · October salary',
        'Own transfer · From checking',
      ])
        await expect(main.getByText(text)).toBeVisible();
      const cafeEntry = main
        .getByRole('row', { name: /Bean There Cafe/ })
        .or(main.getByRole('listitem').filter({ hasText: 'Bean There Cafe' }));
      await expect(cafeEntry).toContainText('Restaurants & fast food');
      await expect(
        main
          .getByRole('row', { name: /Interest/ })
          .or(main.getByRole('listitem').filter({ hasText: 'Interest' })),
      ).toContainText('€1.25');
      await shoot(page, '06-entries');

      // Undone from the history: the entries gone, the balances as before.
      await page.goto('/app/import');
      const history = page.getByRole('list', { name: 'Import history' });
      await expect(history).toContainText('october.ofx');
      await expect(history).toContainText('5 entries');
      await expect(history).toContainText('Bank, Savings');
      await history.getByRole('button', { name: /^Undo the import of october\.ofx/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Undo this import?' });
      await expect(dialog).toContainText('The 5 entries imported from october.ofx will be removed');
      await shoot(page, '07-undo');
      await dialog.getByRole('button', { name: 'Undo' }).click();
      await expect(page.getByText('Import of october.ofx undone: 5 entries removed.')).toBeVisible();
      await expect(history.getByText('Undone')).toBeVisible();
      await expect(stripWallet(page, 'Bank')).toContainText('€0.00');
      await expect(stripWallet(page, 'Savings')).toContainText('€2,000.00');
      await shoot(page, '08-undone');
      await expectAccessible(page, 'history');
      await expectNoSidewaysScroll(page);
      await page.goto('/app/entries');
      await expect(page.getByText('No entries found')).toBeVisible();
    });

    test('a CSV whose header the server does not know is mapped by hand, then imported', async ({
      signedInPage: page,
    }) => {
      test.slow();
      await page.goto('/app/import');
      // Picked with the keyboard: Tab reaches the file input, the zone shows the focus, Space opens the picker.
      await tabTo(page, fileInput(page));
      await expect(page.locator('.bc-import-drop')).toHaveCSS('outline-style', 'solid');
      const chooser = page.waitForEvent('filechooser');
      await page.keyboard.press('Space');
      await (await chooser).setFiles(file('export.csv', UNKNOWN_HEADER_CSV, 'text/csv'));
      const mapping = page.getByRole('form', { name: 'Columns' });
      await expect(mapping).toContainText('The columns of this file were not recognised');
      await expect(
        page
          .getByRole('region', { name: 'What the file holds' })
          .getByLabel('Format')
          .locator('option:checked'),
      ).toHaveText('Automatic (CSV)');
      await shoot(page, '11-csv-unknown');
      await expectNoSidewaysScroll(page);

      await mapping.getByLabel('Date', { exact: true }).selectOption({ label: 'When' });
      // The first values of the chosen column show under it.
      await expect(mapping.getByText('03/10/2026')).toBeVisible();
      await mapping.getByLabel('Amount', { exact: true }).selectOption({ label: 'How much' });
      await mapping.getByLabel('Payee', { exact: true }).selectOption({ label: 'Who' });
      await mapping.getByLabel('Note', { exact: true }).selectOption({ label: 'Why' });
      await mapping.getByLabel('Date order').selectOption('dmy');
      await shoot(page, '12-csv-mapped');
      await mapping.getByRole('button', { name: 'Read with these columns' }).click();
      await settled(page);

      await expect(previewRow(page, 'Aunt May')).toContainText('€250.00');
      await expect(previewRow(page, 'Bakery')).toContainText('Oct 3, 2026');
      // A row with a problem is shown with its reason, and left out.
      const torn = previewRow(page, 'Torn receipt');
      await expect(torn).toContainText('Problem');
      await expect(torn.getByRole('checkbox')).toBeDisabled();
      await expect(page.getByText('2 to import · 0 duplicates · 1 with a problem')).toBeVisible();
      await page
        .getByRole('region', { name: 'Account 1' })
        .getByLabel('Import into wallet')
        .selectOption({ label: 'Bank' });
      await settled(page);
      await shoot(page, '13-csv-preview');
      await expectAccessible(page, 'csv preview');
      await expectNoSidewaysScroll(page);
      await page.getByRole('button', { name: 'Import 2 entries' }).click();
      await expect(page.getByText('2 entries imported', { exact: true })).toBeVisible();
      await expect(stripWallet(page, 'Bank')).toContainText('€237.50');
      await page.getByRole('link', { name: 'Show the entries' }).click();
      await expect(page).toHaveURL(/\/app\/entries\?filter_wallet=[0-9a-f-]{36}/);
      await expect(page.getByRole('main').getByText('Aunt May · Gift')).toBeVisible();

      // The same file again, into the same wallet: its mapping is remembered, and every row is a duplicate.
      await page.goto('/app/import');
      await fileInput(page).setInputFiles(file('export.csv', UNKNOWN_HEADER_CSV, 'text/csv'));
      await page
        .getByRole('region', { name: 'Account 1' })
        .getByLabel('Import into wallet')
        .selectOption({ label: 'Bank' });
      await settled(page);
      await expect(page.getByText('0 to import · 2 duplicates · 1 with a problem')).toBeVisible();
      await expect(previewRow(page, 'Aunt May')).toContainText('Duplicate');
      await expect(page.getByRole('button', { name: 'Import 0 entries' })).toBeDisabled();
      await shoot(page, '14-csv-again');
      await expectNoSidewaysScroll(page);
    });
  });
}
