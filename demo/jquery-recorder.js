/*
 * Demo recorder (classic script, loaded in <head> with ?jquery=1 right after jQuery).
 * Binds with jQuery on document.body and pushes { type, namespace, args } to window.__sfJqEvents,
 * args being the raw extra arguments (jQuery objects kept). Also answers the add-to-cart veto hook
 * should_send_ajax_request.adding_to_cart with window.__sfVeto !== true; those calls are kept in
 * window.__sfJqVetoChecks (same shape), not in __sfJqEvents.
 */
(function () {
  'use strict';
  var $ = window.jQuery;
  window.__sfJqEvents = window.__sfJqEvents || [];
  window.__sfJqVetoChecks = window.__sfJqVetoChecks || [];
  if (!$) return;

  var NAMES = [
    'adding_to_cart',
    'added_to_cart',
    'removed_from_cart',
    'wc_fragments_loaded',
    'wc_fragments_refreshed',
    'wc_cart_button_updated',
    'wc_fragments_ajax_error',
    'ajax_request_not_sent.adding_to_cart',
  ];

  function record(list) {
    return function (event) {
      list.push({
        type: event.type,
        namespace: event.namespace || '',
        args: Array.prototype.slice.call(arguments, 1),
      });
    };
  }

  function bind() {
    var $body = $(document.body);
    $body.on(NAMES.join(' '), record(window.__sfJqEvents));
    var veto = record(window.__sfJqVetoChecks);
    $body.on('should_send_ajax_request.adding_to_cart', function (event) {
      veto.apply(this, arguments);
      return window.__sfVeto !== true;
    });
    window.__sfJqRecorderReady = true;
  }

  // Loaded in <head>: bind the moment <body> exists, before any script in the page runs.
  if (document.body) {
    bind();
  } else {
    var observer = new MutationObserver(function () {
      if (document.body) {
        observer.disconnect();
        bind();
      }
    });
    observer.observe(document.documentElement, { childList: true });
  }
})();
