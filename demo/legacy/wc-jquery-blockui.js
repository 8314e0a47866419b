/* Stand-in for WooCommerce's still-enqueued "wc-jquery-blockui" script (demo). */
(window.__sfLegacy = window.__sfLegacy || []).push("wc-jquery-blockui");
