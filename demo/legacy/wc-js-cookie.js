/* Stand-in for WooCommerce's still-enqueued "wc-js-cookie" script (demo). */
(window.__sfLegacy = window.__sfLegacy || []).push("wc-js-cookie");
