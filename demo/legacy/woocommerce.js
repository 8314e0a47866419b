/* Stand-in for WooCommerce's still-enqueued "woocommerce" script (demo). */
(window.__sfLegacy = window.__sfLegacy || []).push("woocommerce");
