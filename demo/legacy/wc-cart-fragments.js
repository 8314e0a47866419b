/* Stand-in for WooCommerce's still-enqueued "wc-cart-fragments" script (demo). */
(window.__sfLegacy = window.__sfLegacy || []).push("wc-cart-fragments");
