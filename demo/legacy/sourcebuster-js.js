/* Stand-in for WooCommerce's still-enqueued "sourcebuster-js" script (demo). */
(window.__sfLegacy = window.__sfLegacy || []).push("sourcebuster-js");
