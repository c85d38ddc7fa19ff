// <head> additions shared by portal-head.js (before first paint, build-time settings and head-inline
// portalOptions) and the app (after the body's portalOptions are known). Written in ES5 style: the head
// script must parse in every browser, including the ones that only get the upgrade notice.

export var VIEWPORT_CONTENT = 'width=device-width, initial-scale=1.0';

/** Adds the viewport meta when `on` (unless the page has one); removes the one we added when off. */
export function applyViewport(doc: Document, on: boolean): void {
  var ours = doc.querySelector('meta[name="viewport"][data-portal]');
  if (on) {
    if (ours || doc.querySelector('meta[name="viewport"]')) return;
    var meta = doc.createElement('meta');
    meta.setAttribute('name', 'viewport');
    meta.setAttribute('content', VIEWPORT_CONTENT);
    meta.setAttribute('data-portal', '');
    doc.head.appendChild(meta);
  } else if (ours && ours.parentNode) {
    ours.parentNode.removeChild(ours);
  }
}

/** Adds (or updates) our favicon link when `on`; removes it when off. */
export function applyFavicon(doc: Document, on: boolean, url: string, sizes: string): void {
  var ours = doc.querySelector('link[rel="icon"][data-portal]');
  if (!on) {
    if (ours && ours.parentNode) ours.parentNode.removeChild(ours);
    return;
  }
  if (!url) return;
  var link = ours || doc.createElement('link');
  link.setAttribute('rel', 'icon');
  link.setAttribute('href', url);
  if (sizes) link.setAttribute('sizes', sizes);
  else link.removeAttribute('sizes');
  link.setAttribute('data-portal', '');
  if (!ours) doc.head.appendChild(link);
}
