/* Stand-in for WooCommerce's still-enqueued "wc-single-product" script (demo). */
(window.__sfLegacy = window.__sfLegacy || []).push("wc-single-product");
