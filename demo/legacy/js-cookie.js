/* Stand-in for WooCommerce's still-enqueued "js-cookie" script (demo). */
(window.__sfLegacy = window.__sfLegacy || []).push("js-cookie");
