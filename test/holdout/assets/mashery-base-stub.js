/* HOLD-OUT stub of the portal's Mashery-Base.js, which adds enumerable methods to Array.prototype
   (server-markup.md). A theme that iterates arrays with for…in would trip over these. */
Array.prototype.contains = function (v) { return this.indexOf(v) !== -1; };
Array.prototype.remove = function (v) { var i = this.indexOf(v); if (i !== -1) this.splice(i, 1); return this; };
