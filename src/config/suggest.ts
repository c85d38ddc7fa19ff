// "did you mean …": the known keys nearest to a mistyped one (Damerau–Levenshtein edit distance, case
// ignored). Used by check-theme (src/config/themeConfigSchema.ts, checkThemeConfig.ts) and so by the
// browser overlay of `npm start`, which shows the same messages.

/** Edit distance with adjacent transpositions ("emtpy" → "empty" is 1), case-insensitive. */
export function editDistance(a: string, b: string): number {
  const s = a.toLowerCase();
  const t = b.toLowerCase();
  const rows: number[][] = Array.from({ length: s.length + 1 }, (_, i) => [i, ...Array<number>(t.length).fill(0)]);
  for (let j = 1; j <= t.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= s.length; i++) {
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) d = Math.min(d, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = d;
    }
  }
  return rows[s.length]![t.length]!;
}

/** Up to `max` candidates close enough to `input` to be what was meant: the nearest ones (ties), sorted. */
export function closest(input: string, candidates: Iterable<string>, max = 3): string[] {
  const limit = Math.max(1, Math.min(3, Math.floor(input.length / 3)));
  const scored: { c: string; d: number }[] = [];
  for (const c of new Set(candidates)) {
    if (c === input) continue;
    const d = editDistance(input, c);
    const contains =
      input.length >= 3 && (c.toLowerCase().includes(input.toLowerCase()) || input.toLowerCase().includes(c.toLowerCase()));
    if (d <= limit || (contains && Math.abs(c.length - input.length) <= 4)) scored.push({ c, d });
  }
  scored.sort((x, y) => x.d - y.d || x.c.localeCompare(y.c));
  // only the nearest ones: "color.brand.950" → "color.brand.50", "color.brand.900" (not also 100, 200 …)
  const best = scored[0]?.d ?? 0;
  return scored
    .filter((s) => s.d === best)
    .slice(0, max)
    .map((s) => s.c);
}

/** ` — did you mean "empty"?` (or `"a" or "b"`), or '' when nothing is close. */
export function didYouMean(input: string, candidates: Iterable<string>): string {
  const found = closest(input, candidates);
  if (!found.length) return '';
  const quoted = found.map((c) => JSON.stringify(c));
  return ` — did you mean ${quoted.length > 1 ? `${quoted.slice(0, -1).join(', ')} or ${quoted[quoted.length - 1]}` : quoted[0]}?`;
}
