import { expect, expectToast, test } from '../../../tooling/e2e-fixtures';
import { ConsolePage } from './pages/console-page';
import { SecondBrowser } from './pages/second-browser';

const ADMIN = 'admin@parley.local';
const STAFF = 'staff@parley.local';

/**
 * Issue 17: budgets and HIPAA mode. The staff user's question is answered; the administrator
 * sets the instance's daily budget below one answer and the tab shows it spent; the staff user's
 * next question is refused with the budget's message, the question kept in the box; the budget
 * removed, it is answered. HIPAA mode is explained before it would be switched on.
 * (Instance-wide: a budget refuses every user's questions, so the journey removes it at the end.)
 */
test('a budget below one answer refuses the next question with its message, and HIPAA mode is explained before it is switched on', async ({
  page,
  browser,
  expectAccessible,
}) => {
  const admin = new ConsolePage(page);

  // The staff user asks a first question, which is answered (and spends tokens).
  const staff = await SecondBrowser.open(browser, STAFF, '/chat');
  const chat = staff.page;
  const message = chat.getByRole('textbox', { name: 'Message' });
  await message.fill('What is the travel policy?');
  await message.press('Enter');
  await expect(chat.getByTestId('chat-answer-text').last()).toContainText('offline engine');

  // The administrator sets the instance's daily budget to one token: the tab shows it spent.
  await admin.openAs(ADMIN, '/admin/instanceSettings/budget');
  const budgets = page.getByRole('form', { name: 'Token budgets' });
  const instance = budgets.getByRole('group', { name: 'The whole instance' });
  await instance.getByRole('combobox', { name: 'Period' }).selectOption('Daily');
  await instance.getByRole('spinbutton', { name: 'Budget (tokens per period)' }).fill('1');
  await budgets.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Settings saved');
  await expect(instance.getByText(/^Spent: questions are refused until /)).toBeVisible();
  await expect(instance.getByText(/ of 1 token \(\d+%\)$/)).toBeVisible();
  await expect(
    instance.getByRole('progressbar', { name: 'Spend of The whole instance this period' }),
  ).toHaveAttribute('aria-valuenow', '1');
  await expectAccessible();

  // The staff user's next question is refused with the budget's message; it stays in the box.
  await message.fill('And the expenses deadline?');
  await message.press('Enter');
  await expect(chat.getByText(/^This service has used today's token budget/)).toBeVisible();
  await expect(message).toHaveValue('And the expenses deadline?');
  await expectAccessible(chat);

  // No budget: the same question is answered.
  await instance.getByRole('spinbutton', { name: 'Budget (tokens per period)' }).fill('');
  await budgets.getByRole('button', { name: 'Save' }).click();
  await expect(instance.getByText(/ used this period; no budget is set\.$/)).toBeVisible();
  await message.press('Enter');
  await expect(chat.getByTestId('chat-answer-text').last()).toContainText('offline engine');
  await expect(message).toHaveValue('');
  await staff.close({ expectedErrors: [/429/, /refused with HTTP 429/] });

  // HIPAA mode: what it changes is stated on the tab and again before it would be switched on.
  await page.getByRole('tab', { name: 'HIPAA' }).click();
  const hipaa = page.getByRole('region', { name: 'HIPAA mode' });
  await expect(hipaa.getByRole('status')).toHaveText('HIPAA mode is off.');
  await expect(hipaa.getByText(/^Trace logs of answers .* are not stored\.$/)).toBeVisible();
  await expectAccessible();
  await hipaa.getByRole('button', { name: 'Switch HIPAA mode on…' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Switch HIPAA mode on?' });
  await expect(
    confirm.getByText(/^Only model deployments marked HIPAA-compliant answer/),
  ).toBeVisible();
  await expect(confirm.getByText(/^Comments written with feedback are not stored/)).toBeVisible();
  await expectAccessible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(hipaa.getByRole('status')).toHaveText('HIPAA mode is off.');
});
