import type { Page } from '@playwright/test';
import { expect } from './site';

/** wp-admin as the site's administrator (tests/wordpress/site/seed.php). */
export async function logIn(page: Page): Promise<void> {
  await page.goto('/wp-login.php');
  await page.fill('#user_login', 'admin');
  await page.fill('#user_pass', 'admin-password');
  await page.click('#wp-submit');
  await expect(page.locator('#wpadminbar')).toBeVisible();
}
