/*
 * Demo page variant `jquery=1`: WordPress's jQuery 3.7.1 probes the browser at load by writing a
 * few fixed strings with innerHTML, which a page enforcing Trusted Types refuses (jQuery 3 has no
 * Trusted Types support; jQuery 4 does). A shop that enforces Trusted Types with jQuery 3 needs a
 * `default` policy; this one lets through exactly those probes and nothing else (anything else is
 * refused and reported as a violation, which fails the end-to-end test that caused it).
 * Loaded before jQuery; the CSP of these pages names `default` beside `storefront`.
 */
(function () {
  if (!window.trustedTypes) return;
  var probes = [
    /^<a id='jQuery\d+' href='' disabled='disabled'><\/a><select id='jQuery\d+-\r\\' disabled='disabled'><option selected=''><\/option><\/select>$/,
    /^<textarea>x<\/textarea>$/,
    /^<option><\/option>$/,
    /^<form><\/form><form><\/form>$/,
  ];
  window.trustedTypes.createPolicy('default', {
    createHTML: function (input, type, sink) {
      if (sink !== 'Element innerHTML') return null;
      for (var i = 0; i < probes.length; i++) if (probes[i].test(input)) return input;
      return null;
    },
  });
})();
