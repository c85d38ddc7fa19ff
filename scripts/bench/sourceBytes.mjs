// Where a built file's bytes go, by source module, from its source map (`npm run size`'s breakdown).
// A source map's `mappings` say, segment by segment, which source each run of generated characters came
// from; the characters up to the next segment are counted to that source. Gzip is not additive by module:
// each module's share of the file's gzip size is its share of the raw bytes (an estimate, said so in the
// output). Pure: no file system (scripts/bench/sourceBytes.test.ts).

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const B64_VALUE = new Map([...B64].map((c, i) => [c, i]));

/** The numbers of one VLQ segment ("AAAA" → [0, 0, 0, 0]). */
export function decodeSegment(text) {
  const out = [];
  let value = 0;
  let shift = 0;
  for (const char of text) {
    const digit = B64_VALUE.get(char);
    if (digit === undefined) throw new Error(`not a base64 VLQ digit: ${char}`);
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      out.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return out;
}

/** Normalises a source path of the map: node_modules/<package> or the repo-relative src/… path. */
export function moduleName(source) {
  const s = source.replace(/\\/g, '/').replace(/^(\.\.\/)+/, '');
  const nm = s.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = s.slice(nm + 'node_modules/'.length).split('/');
    return `node_modules/${rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]}`;
  }
  const src = s.indexOf('src/');
  return src >= 0 ? s.slice(src) : s;
}

/**
 * Bytes of `code` per source (by moduleName), from the map. Characters before a line's first segment, or
 * of a segment without a source, count as "(generated)".
 */
export function bytesBySource(code, map) {
  const lines = code.split('\n');
  const names = (map.sources ?? []).map(moduleName);
  const totals = new Map();
  const add = (name, n) => n > 0 && totals.set(name, (totals.get(name) ?? 0) + n);
  let source = 0;
  const mappingLines = String(map.mappings ?? '').split(';');
  for (let l = 0; l < lines.length; l += 1) {
    const line = lines[l];
    const lineBytes = Buffer.byteLength(line) + (l < lines.length - 1 ? 1 : 0);
    const segments = (mappingLines[l] ?? '').split(',').filter(Boolean);
    if (!segments.length) {
      add('(generated)', lineBytes);
      continue;
    }
    let column = 0;
    const marks = [];
    for (const seg of segments) {
      const v = decodeSegment(seg);
      column += v[0];
      if (v.length >= 4) {
        source += v[1];
        marks.push({ column, name: names[source] ?? '(generated)' });
      } else marks.push({ column, name: '(generated)' });
    }
    // columns are UTF-16 units of the line; count bytes of each run
    add('(generated)', Buffer.byteLength(line.slice(0, marks[0].column)));
    for (let i = 0; i < marks.length; i += 1) {
      const end = i + 1 < marks.length ? marks[i + 1].column : line.length;
      add(
        marks[i].name,
        Buffer.byteLength(line.slice(marks[i].column, end)) + (i + 1 === marks.length && l < lines.length - 1 ? 1 : 0),
      );
    }
  }
  return totals;
}

/** Groups module names for the printed table: one row per package, per src/ folder (two levels). */
export function groupOf(name) {
  if (name.startsWith('node_modules/')) return name.slice('node_modules/'.length);
  const parts = name.split('/');
  if (parts[0] === 'src') return parts.slice(0, Math.min(3, parts.length - 1)).join('/') || name;
  return name;
}

/** Rows {group, bytes, gzipShare} sorted by size, for a file of `gzipBytes`. */
export function breakdown(code, map, gzipBytes) {
  const bySource = bytesBySource(code, map);
  const groups = new Map();
  for (const [name, n] of bySource) groups.set(groupOf(name), (groups.get(groupOf(name)) ?? 0) + n);
  const total = [...groups.values()].reduce((a, b) => a + b, 0) || 1;
  return [...groups.entries()]
    .map(([group, bytes]) => ({ group, bytes, gzip: Math.round((bytes / total) * gzipBytes) }))
    .sort((a, b) => b.bytes - a.bytes);
}
