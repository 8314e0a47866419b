/*
 * Demo QA panel on /finalizar-compra/ (not part of WooCommerce): lists the checkout form's
 * wc_order_attribution_* hidden inputs as text, and switches tracking through the page's
 * wc_order_attribution.setOrderTracking, as a consent manager would.
 */
(function () {
  'use strict';
  var api = window.wc_order_attribution;
  var form = document.querySelector('form.checkout');
  var rows = document.getElementById('qa-atribucion-campos');
  var state = document.getElementById('qa-atribucion-estado');
  var toggle = document.getElementById('qa-atribucion-interruptor');
  if (!api || !form || !rows || !state || !toggle) return;
  var prefix = (api.params && api.params.prefix) || 'wc_order_attribution_';
  var on = function () {
    var allow = api.params && api.params.allowTracking;
    return allow === true || allow === '1' || allow === 1;
  };
  function render() {
    var inputs = form.querySelectorAll('input[type="hidden"][name^="' + prefix + '"]');
    var fragment = document.createDocumentFragment();
    for (var i = 0; i < inputs.length; i++) {
      var tr = document.createElement('tr');
      var th = document.createElement('th');
      var td = document.createElement('td');
      th.scope = 'row';
      th.textContent = inputs[i].name.slice(prefix.length);
      td.textContent = inputs[i].value;
      td.setAttribute('data-campo', th.textContent);
      tr.append(th, td);
      fragment.append(tr);
    }
    rows.replaceChildren(fragment);
    var ready = typeof api.setOrderTracking === 'function';
    state.textContent = !ready ? 'cargando' : on() ? 'activado' : 'desactivado';
    toggle.disabled = !ready;
    toggle.textContent = on() ? 'Desactivar el seguimiento' : 'Activar el seguimiento';
  }
  toggle.addEventListener('click', function () {
    api.setOrderTracking(!on());
    render();
  });
  new MutationObserver(render).observe(form, { subtree: true, childList: true, attributes: true, attributeFilter: ['value'] });
  render();
})();
