// Notifications and assistance: a person writes to the support team, chooses how they are told about budgets
// and planned entries, turns push on in this browser, and sees the last message in the app's pop-up.
import type { Wallet } from '@bc/api';
import type { APIRequestContext } from '@playwright/test';
import { type SignedInAccount, sessionHeaders } from './support/accounts.ts';
import { monthlyBudgetBody } from './support/budgets.ts';
import { expect, test } from './support/fixtures.ts';
import { mailsTo } from './support/outbox.ts';
import { APP_ORIGIN } from './support/ports.ts';

// SUPPORT_EMAIL is not set for the e2e server: support@ the host of PUBLIC_URL.
const SUPPORT = `support@${new URL(APP_ORIGIN).hostname}`;

const SCREENS = [
  { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
  { name: 'a 360 px phone', use: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true } },
] as const;

/** The person's 100 € monthly groceries budget that alerts them, spent to `spent` € through the API. */
async function spendOnBudget(
  request: APIRequestContext,
  account: SignedInAccount,
  name: string,
  spent: number,
) {
  const headers = sessionHeaders(account.session);
  const budget = await request.post(`${APP_ORIGIN}/api/budget/create`, {
    headers,
    data: monthlyBudgetBody({ name, notification: true, emails: [account.email] }),
  });
  expect(budget.status()).toBe(201);
  const [bank] = (await (await request.get(`${APP_ORIGIN}/api/wallet/list`, { headers })).json()) as Wallet[];
  const entry = await request.post(`${APP_ORIGIN}/api/entry/expenses`, {
    headers,
    data: {
      type: 'expenses',
      amount: -spent,
      account_id: bank?.id,
      category_id: 3,
      confirmed: true,
      date_time: new Date(Date.now() - 60_000).toISOString(),
    },
  });
  expect(entry.status()).toBe(201);
}

for (const screen of SCREENS) {
  test.describe(`on ${screen.name}`, () => {
    test.use(screen.use);

    test('a person writes to assistance: the consent is needed, thanks are shown, the mail goes to support', async ({
      signedInPage: page,
      account,
    }) => {
      await page.goto('/app/settings');
      await page
        .getByRole('navigation', { name: 'Settings' })
        .getByRole('link', { name: 'Assistance' })
        .click();
      await expect(page).toHaveURL(/\/app\/settings\/assistance$/);
      const form = page.getByRole('form', { name: 'Assistance' });
      await expect(form.getByText(`the answer will come to ${account.email}`)).toBeVisible();

      const text = `The charts stay empty (${screen.name}).`;
      await form.getByLabel('Message', { exact: true }).fill(text);
      await form.getByRole('button', { name: 'Send' }).click();
      await expect(form.getByRole('alert')).toHaveText(
        'agree to send your name, e-mail address and message to the support team',
      );
      const fromThisPerson = () => mailsTo(SUPPORT).filter((mail) => mail.text.includes(text));
      expect(fromThisPerson()).toHaveLength(0);

      await form.getByRole('checkbox', { name: /sent to the support team/ }).check();
      await form.getByRole('button', { name: 'Send' }).click();
      await expect(form.getByRole('status')).toHaveText(
        `Thank you for your message! We will answer you at ${account.email} as soon as we can; a copy is in your inbox.`,
      );
      await expect(form.getByLabel('Message', { exact: true })).toHaveValue('');

      await expect.poll(() => fromThisPerson().length, { timeout: 10_000 }).toBe(1);
      const [mail] = fromThisPerson();
      expect(mail?.subject).toBe(`Budget Control: assistance request from ${account.name}`);
      expect(mail?.text).toContain(`${account.name} <${account.email.toLowerCase()}>`);
      await expect
        .poll(() => mailsTo(account.email).map((each) => each.subject), { timeout: 10_000 })
        .toContain('Budget Control: we received your message');
    });

    test('chooses how to be told, turns push on in this browser, and sees the last message pop up', async ({
      signedInPage: page,
      account,
      context,
      request,
    }) => {
      await context.grantPermissions(['notifications'], { origin: APP_ORIGIN });
      await page.goto('/app/settings');
      await page
        .getByRole('navigation', { name: 'Settings' })
        .getByRole('link', { name: 'Notifications' })
        .click();
      await expect(page).toHaveURL(/\/app\/settings\/notifications$/);

      // The defaults: budget alerts both ways, planned entry reminders by push.
      const alerts = page.getByRole('group', { name: 'Budget alerts' });
      const reminders = page.getByRole('group', { name: 'Planned entry reminders' });
      await expect(alerts.getByRole('checkbox', { name: 'Push' })).toBeChecked();
      await expect(alerts.getByRole('checkbox', { name: 'E-mail' })).toBeChecked();
      await expect(reminders.getByRole('checkbox', { name: 'Push' })).toBeChecked();
      await expect(reminders.getByRole('checkbox', { name: 'E-mail' })).not.toBeChecked();
      // Budget alerts by push only; reminders by e-mail too. Kept across a reload.
      await alerts.getByRole('checkbox', { name: 'E-mail' }).uncheck();
      await reminders.getByRole('checkbox', { name: 'E-mail' }).check();
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Notification settings saved.')).toBeVisible();
      await page.reload();
      await expect(alerts.getByRole('checkbox', { name: 'E-mail' })).not.toBeChecked();
      await expect(reminders.getByRole('checkbox', { name: 'E-mail' })).toBeChecked();

      // Push on this browser: the permission is granted; a subscription needs the browser's push service,
      // which an offline Chromium cannot reach, so "Token not available" is what it says then.
      const device = page.getByRole('region', { name: 'Push notifications on this device' });
      await expect(device.getByRole('status')).toHaveText('Push notifications are off for this browser.');
      await device.getByRole('button', { name: 'Turn on push notifications' }).click();
      const outcome = device.getByText(
        /^(Push notifications are on for this browser\.|Token not available: this browser could not subscribe to push notifications\.)$/,
      );
      await expect(outcome).toBeVisible({ timeout: 20_000 });
      test
        .info()
        .annotations.push({ type: 'push subscription', description: (await outcome.textContent()) ?? '' });

      // A budget reaches 70 %: the alert comes by push only (no mail), and the app pops the message up.
      const budget = `Groceries ${screen.name}`;
      await spendOnBudget(request, account, budget, 75);
      await page.goto('/app/dashboard');
      const popup = page.getByRole('region', { name: `${budget}: 70 % of the budget spent` });
      await expect(async () => {
        await page.reload();
        await expect(popup).toBeVisible({ timeout: 2_000 });
      }).toPass({ timeout: 20_000 });
      await expect(popup).toContainText('€75.00 spent of €100.00; €25.00 left until');
      await expect(popup).toBeInViewport({ ratio: 1 });
      expect(mailsTo(account.email).map((mail) => mail.subject)).not.toContain(
        `Budget Control: ${budget} has reached 70 %`,
      );

      // Closed with the keyboard, and read: it does not come back.
      await popup.getByRole('button', { name: 'Close' }).focus();
      await page.keyboard.press('Enter');
      await expect(popup).toHaveCount(0);
      const asked = page.waitForResponse((response) => response.url().endsWith('/api/notify/message/last'));
      await page.reload();
      expect((await (await asked).json()).read).toBe(true);
      await expect(popup).toHaveCount(0);
    });
  });
}
