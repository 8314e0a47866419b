import type { WidgetDef } from '../core/types';
import { widgets as chat } from './chat';
import { widgets as pageBuilder } from './page-builder';
import { widgets as payments } from './payments';
import { widgets as product } from './product';
import { widgets as site } from './site';
import { widgets as woocommerce } from './woocommerce';

/**
 * Every family's table in one list, for tests and checks that look at all widgets at once. The
 * loader never imports it: it knows the families (src/families.ts) and fetches a table only where
 * its marker is on the page.
 */
export const registry: readonly WidgetDef[] = [...woocommerce, ...product, ...site, ...chat, ...payments, ...pageBuilder];
