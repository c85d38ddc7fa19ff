// PROVISIONAL light values so components can render before tokens/ → build-tokens lands.
// The foundation work replaces this file with values generated from the DTCG token files.
import type { ThemeValues } from './contractShape.ts';

const s = (a: string[]) => ({ 50: a[0]!, 100: a[1]!, 200: a[2]!, 300: a[3]!, 400: a[4]!, 500: a[5]!, 600: a[6]!, 700: a[7]!, 800: a[8]!, 900: a[9]! });
const brand = s(['#eef4ff', '#dbe6fe', '#bfd3fe', '#93b4fd', '#6090fa', '#3b6ef6', '#2552eb', '#1d42d8', '#1e37af', '#1e338a']);
const neutral = s(['#f8fafc', '#f1f5f9', '#e2e8f0', '#cbd5e1', '#94a3b8', '#64748b', '#475569', '#334155', '#1e293b', '#0f172a']);
const positive = s(['#f0fdf4', '#dcfce7', '#bbf7d0', '#86efac', '#4ade80', '#22c55e', '#16a34a', '#15803d', '#166534', '#14532d']);
const caution = s(['#fffbeb', '#fef3c7', '#fde68a', '#fcd34d', '#fbbf24', '#f59e0b', '#d97706', '#b45309', '#92400e', '#78350f']);
const critical = s(['#fef2f2', '#fee2e2', '#fecaca', '#fca5a5', '#f87171', '#ef4444', '#dc2626', '#b91c1c', '#991b1b', '#7f1d1d']);
const info = s(['#ecfeff', '#cffafe', '#a5f3fc', '#67e8f9', '#22d3ee', '#06b6d4', '#0891b2', '#0e7490', '#155e75', '#164e63']);
const tone = (p: typeof brand, on = '#ffffff') => ({ solid: p[700], solidHover: p[800], onSolid: on, soft: p[50], softHover: p[100], onSoft: p[800], border: p[300] });

export const provisionalLight: ThemeValues = {
  color: {
    brand, neutral, positive, caution, critical, info,
    surface: '#ffffff', surfaceRaised: '#ffffff', surfaceSunken: neutral[100], overlay: 'rgb(15 23 42 / 0.55)',
    text: neutral[900], textMuted: neutral[600], textOnBrand: '#ffffff', border: neutral[200], borderStrong: neutral[400],
    focusRing: brand[600], link: brand[700], linkHover: brand[900], highlight: caution[200], highlightText: neutral[900],
    header: brand[900], headerText: '#ffffff', codeBackground: neutral[900], codeForeground: neutral[100],
  },
  tone: { brand: tone(brand), neutral: tone(neutral), positive: tone(positive), caution: tone(caution), critical: tone(critical), info: tone(info) },
  syntax: {
    keyword: '#c792ea', string: '#c3e88d', number: '#f78c6c', comment: '#94a3b8', function: '#82aaff', title: '#82aaff',
    attribute: '#ffcb6b', variable: '#f07178', type: '#ffcb6b', builtIn: '#89ddff', literal: '#f78c6c', meta: '#89ddff',
    tag: '#f07178', punctuation: '#cbd5e1', addition: '#c3e88d', deletion: '#f07178',
  },
  chart: { 1: brand[600], 2: '#0d9488', 3: caution[600], 4: '#9333ea', 5: critical[600], 6: info[700], 7: '#65a30d', 8: neutral[600], axis: neutral[600], grid: neutral[200], tooltipBackground: neutral[900], tooltipText: '#ffffff' },
  method: { get: '#15803d', post: '#1d4ed8', put: '#b45309', patch: '#7e22ce', delete: '#b91c1c', options: '#475569', head: '#0e7490', onMethod: '#ffffff' },
  font: {
    family: { body: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif', heading: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif', mono: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace' },
    size: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.125rem', xl: '1.375rem', '2xl': '1.75rem', '3xl': '2.25rem' },
    weight: { regular: '400', medium: '500', semibold: '600', bold: '700' },
    lineHeight: { tight: '1.2', normal: '1.5', relaxed: '1.7' },
  },
  space: { none: '0', '2xs': '0.125rem', xs: '0.25rem', sm: '0.5rem', md: '0.75rem', lg: '1rem', xl: '1.5rem', '2xl': '2rem', '3xl': '3rem' },
  radius: { none: '0', sm: '0.25rem', md: '0.375rem', lg: '0.5rem', xl: '0.75rem', full: '9999px' },
  shadow: { sm: '0 1px 2px rgb(15 23 42 / 0.08)', md: '0 4px 12px rgb(15 23 42 / 0.12)', lg: '0 12px 32px rgb(15 23 42 / 0.18)' },
  breakpoint: { sm: '40em', md: '48em', lg: '64em', xl: '80em' },
  motion: { duration: { fast: '120ms', normal: '200ms', slow: '320ms' }, easing: { standard: 'cubic-bezier(0.2, 0, 0, 1)', emphasized: 'cubic-bezier(0.3, 0, 0, 1.3)', exit: 'cubic-bezier(0.3, 0, 1, 1)' } },
  size: { container: '72rem', sidebar: '16rem', measure: '70ch', control: '2.5rem' },
};
