/*
 * Demo stand-in for the checkout block's data store (not WooCommerce Blocks, not @wordpress/data):
 * on /finalizar-compra/?bloque=listo|tarde|roto only. It provides the little of `wp.data` and
 * `wc.wcBlocksData` that WooCommerce's order-attribution script uses: `dispatch(store)` with
 * `__internalSetExtensionData(namespace, data, replace)`, and `subscribe(listener, store)`, whose
 * listeners run when the store registers and whenever its data changes. The QA panel shows, as
 * text, what the store received under `woocommerce/order-attribution` and how many times.
 *   listo: the store is registered before any other script runs;
 *   tarde: `wp.data` is there, the store registers when "Cargar el bloque de pago" is pressed
 *          (as block scripts that load after the page's own);
 *   roto:  `wp.data` whose dispatch and subscribe throw.
 */
(function () {
  'use strict';
  var KEY = 'wc/store/checkout';
  var NAMESPACE = 'woocommerce/order-attribution';
  var script = document.currentScript;
  var mode = script && script.getAttribute('data-modo');
  var registered = false;
  var extensionData = {};
  var calls = 0;
  var listeners = [];

  function show() {
    var state = document.getElementById('qa-atribucion-bloque-estado');
    var received = document.getElementById('qa-atribucion-bloque-datos');
    var count = document.getElementById('qa-atribucion-bloque-llamadas');
    if (state) state.textContent = registered ? 'registrado' : 'sin registrar';
    if (count) count.textContent = String(calls);
    if (received) received.textContent = NAMESPACE in extensionData ? JSON.stringify(extensionData[NAMESPACE], null, 1) : '(nada)';
  }
  function notify() {
    listeners.slice().forEach(function (entry) {
      if (listeners.indexOf(entry) !== -1) entry.listener();
    });
  }

  var data =
    mode === 'roto'
      ? {
          dispatch: function () {
            throw new Error('demo: el registro de datos está roto');
          },
          subscribe: function () {
            throw new Error('demo: el registro de datos está roto');
          },
        }
      : {
          dispatch: function (store) {
            if (store !== KEY || !registered) throw new Error('demo: the store ' + store + ' is not registered');
            return {
              __internalSetExtensionData: function (namespace, value, replace) {
                calls += 1;
                var next = {};
                for (var key in extensionData) if (Object.prototype.hasOwnProperty.call(extensionData, key)) next[key] = extensionData[key];
                next[namespace] = replace ? value : Object.assign({}, extensionData[namespace], value);
                extensionData = next;
                show();
                notify();
              },
            };
          },
          subscribe: function (listener, store) {
            var entry = { listener: listener, store: store };
            listeners.push(entry);
            return function () {
              var at = listeners.indexOf(entry);
              if (at !== -1) listeners.splice(at, 1);
            };
          },
        };

  function register() {
    registered = true;
    window.wc = window.wc || {};
    window.wc.wcBlocksData = { CHECKOUT_STORE_KEY: KEY };
    show();
    notify();
  }

  window.wp = window.wp || {};
  window.wp.data = data;
  if (mode === 'roto') {
    window.wc = window.wc || {};
    window.wc.wcBlocksData = { CHECKOUT_STORE_KEY: KEY };
  }
  if (mode === 'listo') register();

  document.addEventListener('DOMContentLoaded', function () {
    show();
    var load = document.getElementById('qa-atribucion-bloque-cargar');
    if (!load) return;
    load.disabled = mode !== 'tarde';
    load.addEventListener('click', function () {
      if (registered) return;
      register();
      load.disabled = true;
    });
  });
})();
