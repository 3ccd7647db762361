import { expect, expectToast, test } from '../../../tooling/e2e-fixtures';
import { ConsolePage } from './pages/console-page';
import { SecondBrowser } from './pages/second-browser';

const ADMIN = 'admin@parley.local';

/**
 * A staff user of this journey's own, added ahead of their first sign-in, so that giving them a
 * role changes no other journey's user (the seeded staff user's menu is checked elsewhere).
 */
const NEWCOMER = { userName: 'robin.newcomer@parley.local', name: 'Robin Newcomer' };
const ROLE = 'Audit readers';

test('the administrator adds a staff user and a role, assigns it, the user sees the console after a new sign-in, and the audit log shows each change', async ({
  page,
  browser,
  expectAccessible,
}) => {
  const admin = new ConsolePage(page);

  // A user added ahead of their first sign-in, holding the Staff role.
  await admin.openAs(ADMIN, '/admin/user');
  await expect(admin.heading()).toHaveText('Users');
  await expectAccessible();
  await page.getByRole('link', { name: 'New user' }).click();
  await expect(admin.heading()).toHaveText('New user');
  const newUser = page.getByRole('form', { name: 'New user' });
  await newUser.getByRole('textbox', { name: 'User name' }).fill(NEWCOMER.userName);
  await newUser.getByRole('textbox', { name: 'Name', exact: true }).fill(NEWCOMER.name);
  await admin.tick(newUser.getByRole('group', { name: 'Roles' }), 'Staff');
  await expectAccessible();
  await newUser.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'User added');
  await expect(page).toHaveURL(/\/admin\/user$/);
  await page.getByRole('searchbox', { name: 'Search users' }).fill('newcomer');
  await expect(page).toHaveURL(/search=newcomer/);
  const users = page.getByRole('table', { name: 'Users' });
  await expect(users.getByRole('link', { name: NEWCOMER.name })).toBeVisible();
  await expect(users.getByRole('row')).toHaveCount(2);

  // The same search as cards, and the newcomer's profile from their card.
  await page
    .getByRole('group', { name: 'Show users as' })
    .getByRole('link', { name: 'Cards' })
    .click();
  await expect(page).toHaveURL(/\/admin\/user\/cards\?search=newcomer$/);
  const cards = page.getByRole('list', { name: 'Users' });
  await expect(cards.getByRole('listitem')).toHaveCount(1);
  await expectAccessible();
  await cards.getByRole('link', { name: NEWCOMER.name, exact: true }).click();
  await expect(admin.heading()).toHaveText(NEWCOMER.name);
  await expect(page.getByRole('main').getByText(NEWCOMER.userName).first()).toBeVisible();
  await expectAccessible();
  await page.getByRole('main').getByRole('link', { name: 'Edit', exact: true }).click();
  await expect(admin.heading()).toHaveText('Edit user');
  await expect(page.getByRole('group', { name: 'Roles' })).toBeVisible();
  await expectAccessible();

  // The administrator's own account, open to every console user.
  await page.goto('/admin/user/account');
  await expect(admin.heading()).toHaveText('Your account');
  await expect(page.getByRole('main').getByText(ADMIN).first()).toBeVisible();
  await expectAccessible();

  // The newcomer signs in as staff: the chat, and no way into the console.
  const newcomer = await SecondBrowser.open(browser, NEWCOMER.userName, '/chat');
  await newcomer.page.getByRole('button', { name: /^Account: / }).click();
  const account = newcomer.page.getByRole('dialog', { name: 'Account' });
  await expect(account.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(account.getByRole('button', { name: 'Management' })).toHaveCount(0);

  // A role that may read the audit log, assigned to the newcomer.
  await page.goto('/admin/userRole');
  await expect(admin.heading()).toHaveText('User Roles');
  await expectAccessible();
  await page.getByRole('link', { name: 'New role' }).click();
  await expect(admin.heading()).toHaveText('New role');
  const roleForm = page.getByRole('form', { name: 'Role' });
  await roleForm.getByRole('textbox', { name: 'Name' }).fill(ROLE);
  await admin.tick(roleForm.getByRole('group', { name: 'Audit log' }), 'ConfigurationAuditLogRead');
  await expectAccessible();

  // Leaving with unsaved changes asks first, starting on Stay; staying keeps them.
  await admin.menu().getByRole('link', { name: 'Users' }).click();
  const leave = page.getByRole('alertdialog', { name: 'Leave without saving?' });
  const stay = leave.getByRole('button', { name: 'Stay on this page' });
  await expect(stay).toBeFocused();
  await expectAccessible();
  await stay.click();
  await expect(leave).toBeHidden();
  await expect(admin.heading()).toHaveText('New role');
  await expect(roleForm.getByRole('textbox', { name: 'Name' })).toHaveValue(ROLE);
  await roleForm.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Role created');
  await expect(admin.heading()).toHaveText(ROLE);
  await expect(page).toHaveURL(/\/admin\/userRole\/[^/]+\/edit$/);

  await page.getByRole('combobox', { name: 'Find a user' }).fill('Robin');
  await page.getByRole('option', { name: new RegExp(NEWCOMER.name) }).click();
  await page.getByRole('button', { name: 'Assign user' }).click();
  await expect(page.getByText(`${NEWCOMER.name} now holds the role`)).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Users with this role' }).getByText(NEWCOMER.name),
  ).toBeVisible();
  await expectAccessible();

  // The role's delete confirmation says who would lose it; cancelled, nothing changes.
  await page.getByRole('button', { name: 'Delete role' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Delete the role and take it from 1 user?');
  await expectAccessible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();

  // The open session keeps its actions until a new sign-in; after one, the console opens on the
  // one page the role reveals.
  await newcomer.close();
  const signedInAgain = await SecondBrowser.open(browser, NEWCOMER.userName, '/chat');
  await signedInAgain.page.getByRole('button', { name: /^Account: / }).click();
  await signedInAgain.page
    .getByRole('dialog', { name: 'Account' })
    .getByRole('button', { name: 'Management' })
    .click();
  const newcomerConsole = new ConsolePage(signedInAgain.page);
  await expect(newcomerConsole.menuItems()).toHaveText(['Audit Logs']);
  await expect(newcomerConsole.heading()).toHaveText('Audit Logs');
  await signedInAgain.page.goto('/admin/userRole');
  await expect(newcomerConsole.heading()).toHaveText('Access denied');
  await signedInAgain.close();

  // Each change is in the audit log, with what it was before and after.
  await page.goto('/admin/audit');
  await expect(admin.heading()).toHaveText('Audit Logs');
  const entries = page.getByRole('table', { name: 'Audit log entries' });
  await expectAccessible();

  const roleCreated = entries
    .getByRole('row')
    .filter({ hasText: 'UserRole' })
    .filter({ hasText: 'Created' });
  await roleCreated.first().click();
  const drawer = page.getByRole('dialog', { name: 'Audit entry' });
  await expect(drawer.getByRole('region', { name: 'After' })).toContainText(ROLE);
  await expect(drawer.getByRole('region', { name: 'After' })).toContainText(
    'ConfigurationAuditLogRead',
  );
  await expect(page).toHaveURL(/[?&]entry=/);
  await expectAccessible();

  // The drawer's address is a permalink: opened cold, it shows the same entry.
  const permalink = page.url();
  await page.getByRole('button', { name: 'Close audit entry' }).click();
  await expect(drawer).toBeHidden();
  await page.goto(permalink);
  await expect(drawer.getByRole('region', { name: 'After' })).toContainText(ROLE);
  await page.getByRole('button', { name: 'Close audit entry' }).click();

  const assigned = entries
    .getByRole('row')
    .filter({ hasText: 'User' })
    .filter({ hasText: 'RoleAssigned' });
  await assigned.first().click();
  await expect(drawer.getByRole('region', { name: 'Before' })).not.toContainText(ROLE);
  await expect(drawer.getByRole('region', { name: 'After' })).toContainText(ROLE);
  await expect(drawer.getByRole('listitem').filter({ hasText: 'roles' })).toBeVisible();
  await page.getByRole('button', { name: 'Close audit entry' }).click();

  const userCreated = entries
    .getByRole('row')
    .filter({ hasText: 'User' })
    .filter({ hasText: 'Created' })
    .filter({ hasNotText: 'UserRole' });
  await userCreated.first().click();
  await expect(drawer.getByRole('region', { name: 'After' })).toContainText(NEWCOMER.userName);

  // The export carries the same filters and is a CSV file.
  await page.getByRole('button', { name: 'Close audit entry' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('audit-log.csv');
});
