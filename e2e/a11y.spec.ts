// axe-core on every screen, desktop and phone, light and dark: no serious or critical problem anywhere; and
// the keyboard reaches the main controls of the key screens, each showing that it has the focus.
import { blockingAxeProblems, describeProblem } from './support/axe.ts';
import { expectKeyboardReaches } from './support/keyboard.ts';
import {
  openScreen,
  SCREENS,
  type Screen,
  showTheme,
  VIEWPORTS,
  type ViewportName,
} from './support/screens.ts';
import { expect, showcaseTest as test } from './support/showcase.ts';

for (const screen of SCREENS) {
  test(`${screen.name} has no serious or critical accessibility problem`, async ({
    screenPage: page,
    showcase,
  }) => {
    const problems: string[] = [];
    const check = async (where: string, coloursOnly: boolean) => {
      const found = await blockingAxeProblems(page, { coloursOnly });
      problems.push(...found.map((problem) => describeProblem(`${screen.name}, ${where}`, problem)));
    };
    for (const viewport of Object.keys(VIEWPORTS) as ViewportName[]) {
      await openScreen(page, screen, showcase, viewport);
      await check(`${viewport}, light`, false);
      await showTheme(page, 'dark');
      await check(`${viewport}, dark`, true);
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });
}

const screenNamed = (name: string): Screen => {
  const screen = SCREENS.find((each) => each.name === name);
  if (!screen) throw new Error(`no screen ${name}`);
  return screen;
};

test.describe('with the keyboard', () => {
  test('the login form is reached field by field, then its button', async ({
    screenPage: page,
    showcase,
  }) => {
    await openScreen(page, screenNamed('auth-login'), showcase, 'desktop');
    await expectKeyboardReaches(page, [
      page.getByLabel('E-mail'),
      page.getByLabel('Password', { exact: true }),
      page.getByRole('button', { name: 'Login', exact: true }),
    ]);
  });

  test('the entries list: the Add button, the planned entries switch and a row menu', async ({
    screenPage: page,
    showcase,
  }) => {
    await openScreen(page, screenNamed('entries'), showcase, 'desktop');
    const main = page.getByRole('main');
    await expectKeyboardReaches(page, [
      main
        .getByRole('link', { name: 'Add', exact: true })
        .or(main.getByRole('button', { name: 'Add', exact: true })),
      main.getByRole('checkbox', { name: 'Show planned entries' }),
      main.getByLabel(/^Actions for /).first(),
    ]);
  });

  test('adding an entry: the tabs, the amount, the wallet and Save', async ({
    screenPage: page,
    showcase,
  }) => {
    await openScreen(page, screenNamed('entry-add'), showcase, 'desktop');
    const form = page.getByRole('form', { name: 'Expenses' });
    await expectKeyboardReaches(page, [
      page.getByRole('tab', { name: 'Expenses' }),
      form.getByLabel('Amount'),
      form.getByLabel('Wallet', { exact: true }),
      form.getByRole('button', { name: 'Save' }),
    ]);
  });
});
