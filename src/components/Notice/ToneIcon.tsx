// ToneIcon: Notice's decorative glyph per tone (the tone is also in the text and role; colour is never the only
// cue).
import type { NoticeTone } from './NoticeTone.ts';

/** Decorative tone glyphs (the tone is also in the text and the landmark role: colour is never the only cue). */
export function ToneIcon({ tone }: { tone: NoticeTone }) {
  return (
    <svg
      viewBox="0 0 20 20"
      width="100%"
      height="100%"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {tone === 'positive' && (
        <>
          <circle cx="10" cy="10" r="8" />
          <path d="M6.5 10.5l2.3 2.3 4.7-5" />
        </>
      )}
      {tone === 'info' && (
        <>
          <circle cx="10" cy="10" r="8" />
          <path d="M10 9v5M10 6.2v.1" />
        </>
      )}
      {tone === 'caution' && (
        <>
          <path d="M10 2.8L18 17H2z" />
          <path d="M10 8v4M10 14.6v.1" />
        </>
      )}
      {tone === 'critical' && (
        <>
          <circle cx="10" cy="10" r="8" />
          <path d="M7 7l6 6M13 7l-6 6" />
        </>
      )}
    </svg>
  );
}
