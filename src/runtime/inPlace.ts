// In-place loading's side of the runtime: the Navigator's host (prepare → commit with focus, announcement,
// scroll and events; the busy state and placeholder; a failed form post; the logout link). It arrives with
// the navigator as one chunk after the first render (boot.ts startNavigation); nothing here is needed to
// show the first page.
import type { PageData } from '../extract/types.ts';
import type { RuntimeModel, RuntimeSettings, Shown } from './boot.ts';
import { PORTAL_EVENTS, type Emit } from './events.ts';
import type { FetchFn } from './fetchDocument.ts';
import { announce, focusHeading, scrollAfterLoad } from './focus.ts';
import { fill, runtimeLabels } from './labels.ts';
import { decideUrl } from './linkRules.ts';
import { Navigator, type CommitInfo } from './navigator.ts';
import { setPhase, type AppRoot } from './pageState.ts';
import * as css from './runtime.css.ts';

export { decideUrl };

/** What the in-place host needs of the runtime. */
export interface InPlaceRuntime<M extends RuntimeModel> {
  win: Window;
  doc: Document;
  emit: Emit;
  fetch: FetchFn;
  placeholderDelay?: number;
  settings(): RuntimeSettings;
  shown(): Shown<M> | null;
  app(): AppRoot | null;
  /** extract + adapt a fetched page; null → a full load */
  prepare(doc: Document, url: string, status: number): Promise<Shown<M> | null>;
  /** render a prepared page (events, classes, title, enhancements) */
  show(next: Shown<M>): Promise<void>;
  loadProfile(page: PageData): void;
  signOut(): boolean;
}

export function startInPlace<M extends RuntimeModel>(rt: InPlaceRuntime<M>): Navigator<Shown<M>> {
  const { win, doc } = rt;
  const navigator = new Navigator<Shown<M>>({
    win,
    fetch: rt.fetch,
    settings: () => {
      const s = rt.settings();
      return { ajax: s.ajax, ajaxIgnore: s.ajaxIgnore ?? null, ajaxLoading: s.ajaxLoading };
    },
    currentContentType: () => rt.shown()?.model.contentType ?? null,
    signInUrl: () => rt.shown()?.page.context.login?.url ?? null,
    ignoreTypes: () => rt.settings().ajaxIgnoreTypes ?? [],
    prepare: (fetched, url, status) => rt.prepare(fetched, url, status),
    commit: async (next: Shown<M>, info: CommitInfo) => {
      await rt.show(next);
      const app = rt.app()!;
      focusHeading(app.view, next.model.layout.headingId);
      const labels = runtimeLabels(next.model);
      announce(app.announcer, fill(labels.pageLoaded, { title: doc.title }), win);
      scrollAfterLoad(win, info.url, info.scrollY);
      setPhase(doc, 'complete');
      rt.emit(PORTAL_EVENTS.afterRender, { ajax: true, url: info.url, contentType: next.model.contentType, state: next.model.state ?? null, status: info.status });
      if (next.page.context.loggedIn && next.page.context.userProfile === null) rt.loadProfile(next.page);
    },
    setBusy: (busy: boolean, placeholder: boolean) => {
      const app = rt.app();
      if (!app) return;
      if (busy) app.root.setAttribute('aria-busy', 'true');
      else app.root.removeAttribute('aria-busy');
      if (placeholder) {
        app.root.setAttribute('data-portal-placeholder', '');
        app.placeholderText.textContent = runtimeLabels(rt.shown()?.model).loading;
        app.placeholder.hidden = false;
      } else {
        app.root.removeAttribute('data-portal-placeholder');
        app.placeholder.hidden = true;
        app.placeholderText.textContent = '';
      }
    },
    submitFailed: (form: HTMLFormElement | null) => showSubmitFailed(rt, form),
    fullLoad: (url: string, replace?: boolean) => {
      if (replace) win.location.replace(url);
      else win.location.assign(url);
    },
    interceptLink: (_anchor: Element, url: URL) => isLogoutUrl(rt, url) && rt.signOut(),
    isNativeForm: (_form: HTMLFormElement, action: URL) => /^\/logout(\/|$)/.test(action.pathname),
    emit: rt.emit,
    placeholderDelay: rt.placeholderDelay,
  });
  navigator.start();
  return navigator;
}

function isLogoutUrl<M extends RuntimeModel>(rt: InPlaceRuntime<M>, url: URL): boolean {
  if (url.host !== rt.win.location.host) return false;
  const logout = rt.shown()?.page.context.logout;
  if (logout) {
    try {
      if (new URL(logout.action, rt.win.location.href).pathname === url.pathname) return true;
    } catch {
      /* fall through */
    }
  }
  return url.pathname === '/logout/logout';
}

/** A form post that failed without an answer page: the form stays as typed, an alert above it says so. */
function showSubmitFailed<M extends RuntimeModel>(rt: InPlaceRuntime<M>, form: HTMLFormElement | null): void {
  const app = rt.app();
  if (!app) return;
  let notice = app.root.querySelector<HTMLElement>(':scope > [data-portal-part="notice"]');
  if (!notice) {
    notice = rt.doc.createElement('div');
    notice.setAttribute('data-portal-part', 'notice');
    notice.setAttribute('role', 'alert');
    notice.className = css.submitNotice;
    notice.tabIndex = -1;
  }
  notice.textContent = runtimeLabels(rt.shown()?.model).submitFailed;
  // Right above the form when we can (outside React's tree is not possible there), else atop the page.
  if (form && form.isConnected && form.parentElement) form.parentElement.insertBefore(notice, form);
  else app.root.insertBefore(notice, app.root.firstChild);
  const remove = () => {
    notice!.remove();
    rt.win.removeEventListener(PORTAL_EVENTS.beforeRenderAjax, remove);
  };
  rt.win.addEventListener(PORTAL_EVENTS.beforeRenderAjax, remove);
}
