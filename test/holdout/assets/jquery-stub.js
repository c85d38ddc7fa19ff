/* HOLD-OUT stub of the jQuery the portal loads on I/O Docs pages: only what the server's inline schema
   script calls ($(sel).get(0), $.data(el, key, value)). Not part of the theme. */
(function () {
  function $(sel) { return { get: function (i) { return document.querySelectorAll(sel)[i || 0] || null; } }; }
  $.data = function (el, k, v) { if (!el) return undefined; el.__holdoutData = el.__holdoutData || {}; if (arguments.length > 2) el.__holdoutData[k] = v; return el.__holdoutData[k]; };
  $.fn = {};
  window.jQuery = window.$ = $;
})();
