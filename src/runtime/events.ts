// Window events with the predecessor theme's names, so existing portal scripts (Body JavaScript
// listeners) keep working. Every event is a CustomEvent on `window`; `detail` is documented in
// docs/runtime.md.

export const PORTAL_EVENTS = {
  /** the bundle has loaded and is about to read the page (once) */
  loaded: 'portalLoaded',
  /** before a screen is rendered (first load and every in-place load) */
  beforeRender: 'portalBeforeRender',
  /** after a screen has been rendered into the page */
  afterRender: 'portalAfterRender',
  /** an in-place load starts (before the request) */
  beforeRenderAjax: 'portalBeforeRenderAjax',
  /** an in-place load has been rendered and history updated */
  afterRenderAjax: 'portalAfterRenderAjax',
  /** an in-place load answered 404: the returned page was rendered */
  ajaxError: 'portalAjaxError',
} as const;

export type PortalEventName = (typeof PORTAL_EVENTS)[keyof typeof PORTAL_EVENTS];

export interface PortalEventDetail {
  /** true for in-place loads, false for the first render */
  ajax: boolean;
  /** the URL being loaded or shown */
  url: string;
  contentType?: string;
  state?: string | null;
  /** HTTP status of an in-place answer */
  status?: number;
  /** GET for links/back/forward, POST for forms */
  method?: 'GET' | 'POST';
  /** what started an in-place load */
  trigger?: 'link' | 'form' | 'popstate' | 'api';
}

export type Emit = (name: PortalEventName, detail: PortalEventDetail) => void;

/** Dispatches a portal event on `win`. A listener that throws is reported by the browser, never by us. */
export function createEmitter(win: Window): Emit {
  return (name, detail) => {
    try {
      const Ctor = (win as Window & { CustomEvent: typeof CustomEvent }).CustomEvent;
      win.dispatchEvent(new Ctor(name, { detail }));
    } catch (error) {
      console.warn(`[portal] could not emit ${name}`, error);
    }
  };
}
