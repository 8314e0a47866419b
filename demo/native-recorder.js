/*
 * Demo recorder (classic script, loaded in <head> with ?record=1).
 * Records native events of the WooCommerce bare names and of their storefront:* names (plus
 * storefront:error) into window.__sfNativeEvents as { type, detail }. It listens in the capture
 * phase on window, so events dispatched on body or document, bubbling or not, are seen once.
 */
(function () {
  'use strict';
  window.__sfNativeEvents = window.__sfNativeEvents || [];
  var BARE = [
    'adding_to_cart',
    'added_to_cart',
    'removed_from_cart',
    'wc_fragments_loaded',
    'wc_fragments_refreshed',
    'wc_cart_button_updated',
    'wc_fragments_ajax_error',
    'ajax_request_not_sent',
  ];
  var names = BARE.slice();
  for (var i = 0; i < BARE.length; i++) names.push('storefront:' + BARE[i]);
  names.push('storefront:error');
  function record(event) {
    window.__sfNativeEvents.push({ type: event.type, detail: event.detail });
  }
  for (var j = 0; j < names.length; j++) window.addEventListener(names[j], record, true);
})();
