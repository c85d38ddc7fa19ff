// Colour parsing and WCAG contrast. Pure and dependency-free: used by build-tokens (type check and CSS
// output), by the contrast rules in check-theme, and by the colour foundation stories (ratios on screen).
//
// Accepted inputs: DTCG 2025.10 colour objects ({ colorSpace: 'srgb' | 'hsl' | 'oklch', components, alpha?,
// hex? }) and the CSS strings brand teams type by hand: #rgb, #rgba, #rrggbb, #rrggbbaa, rgb()/rgba(),
// hsl()/hsla(), oklch(), and the keywords white, black and transparent (other colour names are refused:
// contrast must be computable, and a hex value is what an admin can compare with the browser's tools).

/** An sRGB colour: r, g, b in 0…1, alpha 0…1. */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

const clamp01 = (n: number) => Math.min(1, Math.max(0, n));

function parseHex(text: string): Rgba | null {
  const m = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(text);
  if (!m) return null;
  let hex = m[1]!;
  if (hex.length <= 4) hex = [...hex].map((c) => c + c).join('');
  const n = (i: number) => parseInt(hex.slice(i, i + 2), 16) / 255;
  return { r: n(0), g: n(2), b: n(4), a: hex.length === 8 ? n(6) : 1 };
}

/** One CSS numeric argument: '50%' (of `percentOf`), 'none', or a plain number. */
function num(arg: string, percentOf: number): number | null {
  if (arg === 'none') return 0;
  const m = /^(-?(?:\d+\.?\d*|\.\d+))(%|deg)?$/.exec(arg);
  if (!m) return null;
  const v = Number(m[1]);
  return m[2] === '%' ? (v / 100) * percentOf : v;
}

/** Splits `rgb(1 2 3 / 50%)` or `rgb(1, 2, 3, 0.5)` into [channels…, alpha?]. */
function functionArgs(text: string, names: string[]): { channels: string[]; alpha: string | undefined } | null {
  const m = /^([a-z]+)\(\s*([^()]*)\s*\)$/i.exec(text);
  if (!m || !names.includes(m[1]!.toLowerCase())) return null;
  const body = m[2]!.trim();
  let parts: string[];
  let alpha: string | undefined;
  if (body.includes(',')) {
    parts = body.split(',').map((s) => s.trim());
    if (parts.length === 4) alpha = parts.pop();
  } else {
    const [main, a, ...rest] = body.split('/').map((s) => s.trim());
    if (rest.length) return null;
    parts = (main ?? '').split(/\s+/);
    alpha = a;
  }
  if (parts.length !== 3 || parts.some((p) => p === '')) return null;
  return { channels: parts, alpha };
}

function parseAlpha(arg: string | undefined): number | null {
  if (arg === undefined) return 1;
  const a = num(arg, 1);
  return a === null ? null : clamp01(a);
}

function hslToRgb(h: number, s: number, l: number): [number, number, number] {
  const hue = ((h % 360) + 360) % 360;
  const f = (n: number) => {
    const k = (n + hue / 30) % 12;
    const a = s * Math.min(l, 1 - l);
    return l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
  };
  return [f(0), f(8), f(4)];
}

// ─── OKLab / OKLCH (Björn Ottosson's matrices, as in CSS Color 4) ────────────────────────────────────────
/** OKLCH: L 0…1 (perceived lightness), C ≥ 0 (chroma), h in degrees 0…360. */
export interface Oklch {
  l: number;
  c: number;
  h: number;
}

const toLinear = (v: number) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
const fromLinear = (v: number) => (v <= 0.0031308 ? 12.92 * v : 1.055 * Math.sign(v) * Math.abs(v) ** (1 / 2.4) - 0.055);

/** OKLab → linear sRGB, not clipped (values outside 0…1 are out of gamut). */
function oklabToLinear(l: number, a: number, b: number): [number, number, number] {
  const l_ = (l + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m_ = (l - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s_ = (l - 0.0894841775 * a - 1.291485548 * b) ** 3;
  return [
    4.0767416621 * l_ - 3.3077115913 * m_ + 0.2309699292 * s_,
    -1.2684380046 * l_ + 2.6097574011 * m_ - 0.3413193965 * s_,
    -0.0041960863 * l_ - 0.7034186147 * m_ + 1.707614701 * s_,
  ];
}

const lchToLab = ({ l, c, h }: Oklch): [number, number, number] => {
  const rad = (h * Math.PI) / 180;
  return [l, c * Math.cos(rad), c * Math.sin(rad)];
};

/** An opaque sRGB colour → OKLCH (hue 0 for greys). */
export function rgbToOklch(c: Pick<Rgba, 'r' | 'g' | 'b'>): Oklch {
  const r = toLinear(c.r);
  const g = toLinear(c.g);
  const b = toLinear(c.b);
  const l_ = Math.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b);
  const m_ = Math.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b);
  const s_ = Math.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b);
  const L = 0.2104542553 * l_ + 0.793617785 * m_ - 0.0040720468 * s_;
  const A = 1.9779984951 * l_ - 2.428592205 * m_ + 0.4505937099 * s_;
  const B = 0.0259040371 * l_ + 0.7827717662 * m_ - 0.808675766 * s_;
  const chroma = Math.hypot(A, B);
  const hue = chroma < 1e-6 ? 0 : ((Math.atan2(B, A) * 180) / Math.PI + 360) % 360;
  return { l: L, c: chroma, h: hue };
}

const GAMUT_EPSILON = 1e-6;
/** Whether an OKLCH colour is inside the sRGB gamut. */
export function inSrgbGamut(color: Oklch): boolean {
  return oklabToLinear(...lchToLab(color)).every((v) => v >= -GAMUT_EPSILON && v <= 1 + GAMUT_EPSILON);
}

/** OKLCH → sRGB. Out-of-gamut colours keep their lightness and hue and lose chroma until they fit
 *  (binary search, CSS Color 4's approach without the ΔE shortcut), so a hue never shifts on the way. */
export function oklchToRgb(color: Oklch): Rgba {
  const l = Math.min(1, Math.max(0, color.l));
  let c = Math.max(0, color.c);
  if (!inSrgbGamut({ l, c, h: color.h })) {
    let lo = 0;
    let hi = c;
    for (let i = 0; i < 24; i++) {
      const mid = (lo + hi) / 2;
      if (inSrgbGamut({ l, c: mid, h: color.h })) lo = mid;
      else hi = mid;
    }
    c = lo;
  }
  const [r, g, b] = oklabToLinear(...lchToLab({ l, c, h: color.h })).map((v) => clamp01(fromLinear(clamp01(v))));
  return { r: r!, g: g!, b: b!, a: 1 };
}

/** OKLCH components → sRGB channels (for the CSS oklch() string and DTCG oklch objects). */
function oklchChannels(l: number, c: number, h: number): [number, number, number] {
  const { r, g, b } = oklchToRgb({ l, c, h });
  return [r, g, b];
}

function parseCssColor(input: string): Rgba | null {
  const text = input.trim().toLowerCase();
  if (text === 'transparent') return { r: 0, g: 0, b: 0, a: 0 };
  if (text === 'white') return { r: 1, g: 1, b: 1, a: 1 };
  if (text === 'black') return { r: 0, g: 0, b: 0, a: 1 };
  if (text.startsWith('#')) return parseHex(text);
  const rgb = functionArgs(text, ['rgb', 'rgba']);
  if (rgb) {
    const [r, g, b] = rgb.channels.map((c) => num(c, 255));
    const a = parseAlpha(rgb.alpha);
    if (r == null || g == null || b == null || a === null) return null;
    return { r: clamp01(r / 255), g: clamp01(g / 255), b: clamp01(b / 255), a };
  }
  const hsl = functionArgs(text, ['hsl', 'hsla']);
  if (hsl) {
    const h = num(hsl.channels[0]!, 360);
    const s = num(hsl.channels[1]!, 1);
    const l = num(hsl.channels[2]!, 1);
    const a = parseAlpha(hsl.alpha);
    if (
      h === null ||
      s === null ||
      l === null ||
      a === null ||
      !hsl.channels[1]!.endsWith('%') ||
      !hsl.channels[2]!.endsWith('%')
    )
      return null;
    const [r, g, b] = hslToRgb(h, clamp01(s), clamp01(l));
    return { r, g, b, a };
  }
  const ok = functionArgs(text, ['oklch']);
  if (ok) {
    const l = num(ok.channels[0]!, 1);
    const c = num(ok.channels[1]!, 0.4);
    const h = num(ok.channels[2]!, 360);
    const a = parseAlpha(ok.alpha);
    if (l === null || c === null || h === null || a === null) return null;
    const [r, g, b] = oklchChannels(l, c, h);
    return { r, g, b, a };
  }
  return null;
}

/** DTCG 2025.10 colour object. */
export interface DtcgColor {
  colorSpace: string;
  components: (number | 'none')[];
  alpha?: number;
  hex?: string;
}

export function isDtcgColor(value: unknown): value is DtcgColor {
  return typeof value === 'object' && value !== null && 'colorSpace' in value && 'components' in value;
}

function parseDtcgColor(value: DtcgColor): Rgba | null {
  const { colorSpace, components, alpha = 1 } = value;
  if (!Array.isArray(components) || components.length !== 3 || typeof alpha !== 'number' || alpha < 0 || alpha > 1) return null;
  const [c0, c1, c2] = components.map((c) => (c === 'none' ? 0 : c));
  if (![c0, c1, c2].every((c) => typeof c === 'number' && Number.isFinite(c))) return null;
  switch (colorSpace) {
    case 'srgb':
      if (![c0, c1, c2].every((c) => c! >= 0 && c! <= 1)) return null;
      return { r: c0!, g: c1!, b: c2!, a: alpha };
    case 'hsl': {
      // DTCG hsl: hue in degrees, saturation and lightness 0…100
      const [r, g, b] = hslToRgb(c0!, clamp01(c1! / 100), clamp01(c2! / 100));
      return { r, g, b, a: alpha };
    }
    case 'oklch': {
      const [r, g, b] = oklchChannels(c0!, c1!, c2!);
      return { r, g, b, a: alpha };
    }
    default:
      return null;
  }
}

/** Parses any accepted colour value; null when it is not a colour. */
export function parseColor(value: unknown): Rgba | null {
  if (typeof value === 'string') return parseCssColor(value);
  if (isDtcgColor(value)) return parseDtcgColor(value);
  return null;
}

const hex2 = (n: number) =>
  Math.round(clamp01(n) * 255)
    .toString(16)
    .padStart(2, '0');
const round = (n: number, digits = 3) => Number(n.toFixed(digits));

/** CSS text for a colour: #rrggbb when opaque, rgb(r g b / a) otherwise. */
export function formatColor(c: Rgba): string {
  if (c.a >= 1) return `#${hex2(c.r)}${hex2(c.g)}${hex2(c.b)}`;
  return `rgb(${Math.round(c.r * 255)} ${Math.round(c.g * 255)} ${Math.round(c.b * 255)} / ${round(c.a)})`;
}

/** The CSS value for a token's colour: strings stay as written (an admin recognises them), objects become CSS. */
export function colorToCss(value: unknown): string | null {
  const parsed = parseColor(value);
  if (!parsed) return null;
  if (typeof value === 'string') return value.trim();
  return formatColor(parsed);
}

/** Alpha-composites `top` over `bottom` (bottom is made opaque against white first). */
export function composite(top: Rgba, bottom: Rgba): Rgba {
  const base = bottom.a >= 1 ? bottom : composite(bottom, { r: 1, g: 1, b: 1, a: 1 });
  const a = top.a;
  return { r: top.r * a + base.r * (1 - a), g: top.g * a + base.g * (1 - a), b: top.b * a + base.b * (1 - a), a: 1 };
}

/** WCAG 2.x relative luminance of an opaque sRGB colour. */
export function relativeLuminance(c: Rgba): number {
  const lin = (v: number) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(c.r) + 0.7152 * lin(c.g) + 0.0722 * lin(c.b);
}

/** WCAG contrast ratio (1…21) of a foreground over a background; translucent colours are composited. */
export function contrastRatio(foreground: Rgba, background: Rgba): number {
  const bg = background.a >= 1 ? background : composite(background, { r: 1, g: 1, b: 1, a: 1 });
  const fg = foreground.a >= 1 ? foreground : composite(foreground, bg);
  const l1 = relativeLuminance(fg);
  const l2 = relativeLuminance(bg);
  return (Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05);
}
