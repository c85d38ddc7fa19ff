// Code that needs CSP 'unsafe-eval' (or runs strings as code) must never ship in dist/portal.
// Shared by scripts/build/build-portal.ts and scripts/bench/size.mjs.

const PATTERNS = [
  { name: 'eval(', re: /(^|[^.\w$])eval\s*\(/ },
  { name: 'new Function', re: /\bnew\s+Function\s*\(/ },
  { name: 'Function(…) call', re: /(^|[^.\w$])Function\s*\(\s*["'`]/ },
  { name: 'setTimeout/setInterval with a string', re: /\bset(?:Timeout|Interval)\s*\(\s*["'`]/ },
];

/** @param {string} code @returns {string[]} one entry per forbidden construct found, with context */
export function findForbidden(code) {
  const hits = [];
  for (const { name, re } of PATTERNS) {
    const global = new RegExp(re.source, 'g');
    let m;
    while ((m = global.exec(code)) !== null) {
      const at = m.index;
      hits.push(`${name} near …${code.slice(Math.max(0, at - 30), at + 40).replace(/\s+/g, ' ')}…`);
      if (hits.length > 20) return hits;
    }
  }
  return hits;
}
