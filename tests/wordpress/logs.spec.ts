/**
 * After every flow ran with the plugin (WP_DEBUG on, notices to the site's debug log): not one PHP
 * notice, warning or error came from the plugin's files. Project "logs", after the others.
 */
import { existsSync, readFileSync } from 'node:fs';
import { expect, test } from './support/site';

test('no PHP notice from the plugin with WP_DEBUG on', () => {
  const log = process.env.SF_WP_LOG!;
  const lines = existsSync(log) ? readFileSync(log, 'utf8').split('\n') : [];
  expect(lines.filter((line) => line.includes('/plugins/storefront/') || line.includes('storefront-manual.php'))).toEqual([]);
});
