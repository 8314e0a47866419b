/*
 * Demo stand-in for Elementor Pro's form handler on /promociones/ (not part of the bundle): the
 * page builder sends the form with AJAX and, on success, shows its message and triggers
 * `submit_success` on the form with the answer's `data`. Here the answer is fixed: the form's
 * "Popup" action closes its popup and stores "do not show again" (elementor.md §3.3).
 */
(function () {
  'use strict';
  document.addEventListener('submit', function (event) {
    var form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.classList.contains('elementor-form')) return;
    event.preventDefault();
    var old = form.querySelector('.elementor-message');
    if (old) old.remove();
    var message = document.createElement('div');
    message.className = 'elementor-message elementor-message-success';
    message.setAttribute('role', 'alert');
    message.textContent = 'Gracias: te has suscrito al boletín.';
    form.append(message);
    var data = { message: message.textContent, errors: [], data: { popup: { action: 'close', do_not_show_again: 'yes' } } };
    form.dispatchEvent(new CustomEvent('submit_success', { bubbles: true, detail: data }));
  });
})();
