/* Stand-in for WooCommerce's still-enqueued "wc-add-to-cart-variation" script (demo). */
(window.__sfLegacy = window.__sfLegacy || []).push("wc-add-to-cart-variation");
