/*
 * Demo QA panel on /promociones/?qa=1 (not part of Elementor or the bundle): per popup, each
 * timing rule's result as the popups widget reports it (storefront:popups-state) and the page
 * builder's stored counters for it (the `elementor` blobs in localStorage and sessionStorage and
 * the raw session impressions keys), all written as text. Refreshed on every state event and on
 * elementor/popup/show|hide.
 */
(function () {
  'use strict';
  var panel = document.getElementById('qa-popups');
  var list = document.getElementById('qa-popups-lista');
  var general = document.getElementById('qa-popups-generales');
  if (!panel || !list || !general) return;
  var RULE_NAMES = {
    page_views: 'Páginas vistas', sessions: 'Sesiones', url: 'Llegando desde', sources: 'Fuentes',
    logged_in: 'Ocultar a usuarios registrados', devices: 'Dispositivos', browsers: 'Navegadores',
    schedule: 'Calendario', times: 'Mostrar hasta X veces',
  };
  var states = [];

  function readBlob(storage) {
    try {
      var value = JSON.parse(storage.getItem('elementor') || '{}');
      return value && typeof value === 'object' && !Array.isArray(value) ? value : {};
    } catch (error) {
      return {};
    }
  }
  function text(value) {
    return typeof value === 'string' ? value : JSON.stringify(value);
  }
  function row(name, value) {
    var tr = document.createElement('tr');
    var th = document.createElement('th');
    var td = document.createElement('td');
    th.scope = 'row';
    th.textContent = name;
    td.textContent = value;
    tr.append(th, td);
    return tr;
  }
  function table(caption, rows) {
    var t = document.createElement('table');
    t.className = 'shop_table';
    var c = document.createElement('caption');
    c.textContent = caption;
    var head = document.createElement('thead');
    var hr = document.createElement('tr');
    ['Clave', 'Valor'].forEach(function (label) {
      var th = document.createElement('th');
      th.scope = 'col';
      th.textContent = label;
      hr.append(th);
    });
    head.append(hr);
    var body = document.createElement('tbody');
    rows.forEach(function (r) {
      body.append(r);
    });
    t.append(c, head, body);
    return t;
  }
  /** Every stored key of this popup: `popup_{id}_*` and `popup-{id}-*`, with its expiry when it has one. */
  function counters(id, local, session) {
    var rows = [];
    var mine = function (key) {
      return key.indexOf('popup_' + id + '_') === 0 || key.indexOf('popup-' + id + '-') === 0;
    };
    [['localStorage', local], ['sessionStorage', session]].forEach(function (pair) {
      var blob = pair[1];
      var expiry = blob.__expiration && typeof blob.__expiration === 'object' ? blob.__expiration : {};
      Object.keys(blob).filter(mine).forEach(function (key) {
        var until = typeof expiry[key] === 'number' ? ' (caduca ' + new Date(expiry[key]).toISOString() + ')' : '';
        rows.push(row(pair[0] + ' · ' + key, text(blob[key]) + until));
      });
    });
    var raw = 'popup-' + id + '-impressions-count';
    var rawValue = null;
    try {
      rawValue = sessionStorage.getItem(raw);
    } catch (error) {}
    if (rawValue !== null) rows.push(row('sessionStorage · ' + raw, rawValue));
    if (!rows.length) rows.push(row('(nada guardado)', '—'));
    return rows;
  }
  function render() {
    var local = readBlob(localStorage);
    var session = readBlob(sessionStorage);
    general.replaceChildren(
      table('Contadores de la página', [
        row('pageViews', text(local.pageViews === undefined ? '—' : local.pageViews)),
        row('sessions', text(local.sessions === undefined ? '—' : local.sessions)),
        row('activeSession (sessionStorage)', text(session.activeSession === undefined ? '—' : session.activeSession)),
      ]),
    );
    var fragment = document.createDocumentFragment();
    states.forEach(function (state) {
      var item = document.createElement('li');
      item.setAttribute('data-popup', state.id);
      var heading = document.createElement('h3');
      var doc = document.querySelector('[data-elementor-type="popup"][data-elementor-id="' + CSS.escape(state.id) + '"] .elementor-heading-title');
      heading.textContent = 'Popup ' + state.id + (doc ? ': ' + doc.textContent : '');
      var summary = document.createElement('p');
      summary.textContent = (state.visible ? 'Visible' : 'Oculto') + ' · ' +
        (state.results === null ? 'sin disparadores: solo abre por enlace o selector' : state.armed ? 'disparadores armados' : 'disparadores sin armar');
      var rules = state.rules.map(function (name) {
        var result = state.results && Object.prototype.hasOwnProperty.call(state.results, name) ? state.results[name] : null;
        return row(RULE_NAMES[name] || name, result === null ? 'sin comprobar' : result ? 'pasa' : 'falla');
      });
      if (!rules.length) rules.push(row('(sin reglas)', '—'));
      item.append(heading, summary, table('Reglas de visualización del popup ' + state.id, rules), table('Contadores guardados del popup ' + state.id, counters(state.id, local, session)));
      fragment.append(item);
    });
    list.replaceChildren(fragment);
    panel.setAttribute('data-estado', 'listo');
  }
  window.addEventListener('storefront:popups-state', function (event) {
    states = Array.isArray(event.detail) ? event.detail : [];
    render();
  });
  window.addEventListener('elementor/popup/show', render);
  window.addEventListener('elementor/popup/hide', render);
  window.dispatchEvent(new CustomEvent('storefront:popups-state-request'));
  render();
})();
