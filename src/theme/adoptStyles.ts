// Deploy build only: the CSS of components that only a lazy-only file uses (the menu sheet, dialogs, charts,
// Markdown: vite.portal.config.ts › LAZY_CSS) travels in that file instead of portal.css, and is added when
// the file is evaluated — before any of its components renders, so there is no unstyled moment. A
// constructed sheet is not subject to CSP style-src (like the critical CSS of runtime/head.ts); browsers
// without constructable stylesheets get a <style> element.
export function adoptStyles(css: string): void {
  if (typeof document === 'undefined' || css === '') return;
  const doc = document as Document & { adoptedStyleSheets?: CSSStyleSheet[] };
  try {
    if (doc.adoptedStyleSheets && typeof CSSStyleSheet === 'function' && 'replaceSync' in CSSStyleSheet.prototype) {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
      doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
      return;
    }
  } catch {
    /* fall back to a <style> element */
  }
  const style = document.createElement('style');
  style.textContent = css;
  (document.head ?? document.documentElement).appendChild(style);
}
