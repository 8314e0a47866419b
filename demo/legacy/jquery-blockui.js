/* Stand-in for WooCommerce's still-enqueued "jquery-blockui" script (demo). */
(window.__sfLegacy = window.__sfLegacy || []).push("jquery-blockui");
