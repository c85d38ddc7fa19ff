/* HOLD-OUT stub of the key-activity reporting script that defines initCharts (server-markup.md). */
window.initCharts = function () { window.__holdoutInitChartsArgs = Array.prototype.slice.call(arguments); };
