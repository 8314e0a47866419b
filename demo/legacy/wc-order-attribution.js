/* Stand-in for WooCommerce's still-enqueued "wc-order-attribution" script (demo). */
(window.__sfLegacy = window.__sfLegacy || []).push("wc-order-attribution");
