/**
 * Last, after every flow and the log check (project "uninstall"): the plugin deactivated and
 * deleted on the Plugins screen, as a site owner would, takes its settings with it.
 */
import { expect, test } from './support/site';
import { logIn } from './support/admin';

test('deleting the plugin removes its settings', async ({ page, request }) => {
  const stored = async () => ((await (await request.get('/?sf_tier_option=storefront_bundle_settings')).json()) as { stored: boolean }).stored;
  // The settings screen saved them in the install project.
  expect(await stored()).toBe(true);
  await logIn(page);
  await page.goto('/wp-admin/plugins.php');
  const row = page.locator('tr[data-plugin="storefront/storefront.php"]');
  await row.getByRole('link', { name: /^Deactivate/ }).click();
  await expect(page.getByText('Plugin deactivated.')).toBeVisible();
  // WordPress confirms either in a dialog (its script) or on a page of its own.
  page.once('dialog', (dialog) => void dialog.accept());
  await page.locator('tr[data-plugin="storefront/storefront.php"]').getByRole('link', { name: /^Delete/ }).click();
  const confirm = page.getByRole('button', { name: 'Yes, delete these files and data' });
  const deleted = page.getByText(/Storefront was successfully deleted|The selected plugin has been deleted/);
  await expect(confirm.or(deleted)).toBeVisible({ timeout: 30_000 });
  if (await confirm.isVisible()) await confirm.click();
  await expect(deleted).toBeVisible({ timeout: 30_000 });
  // The list as the server has it: on the screen the deleted row leaves by WordPress's jQuery
  // fade, which a fresh run once saw outlast 10 s beside its "successfully deleted" message.
  await page.goto('/wp-admin/plugins.php');
  await expect(page.locator('tr[data-plugin="storefront/storefront.php"]')).toHaveCount(0);
  expect(await stored()).toBe(false);
});
