/* HOLD-OUT stub of the key-activity reporting script that defines initCharts (server-markup.md §3.7). */
window.initCharts = function () { window.__holdoutInitChartsArgs = Array.prototype.slice.call(arguments); };
