// What an in-place load does to the page around the screen: the busy state and the loading placeholder
// while it loads; focus, announcement and scroll once the new page is shown; the notice above a form whose
// post failed; which links are Sign Out. Part of the in-place chunk (navigator.ts): nothing here is needed
// to show the first page.
import { PORTAL_EVENTS } from './events.ts';
import { announce, focusElement, focusHeading, scrollAfterLoad } from './focus.ts';
import { runtimeLabels } from './labels.ts';
import { setPhase } from './pageState.ts';
import type { RuntimeHost, ShownPage } from './runtimeHost.ts';
import * as css from './runtime.css.ts';

/** aria-busy on the root while a page loads; `placeholder` once the load takes longer than the placeholder delay. */
export function setLoadingState(host: RuntimeHost, busy: boolean, placeholder: boolean): void {
  const app = host.appRoot;
  if (!app) return;
  if (busy) app.root.setAttribute('aria-busy', 'true');
  else app.root.removeAttribute('aria-busy');
  if (placeholder) {
    app.root.setAttribute('data-portal-placeholder', '');
    app.placeholderText.textContent = runtimeLabels(host.current?.model).loading;
    app.placeholder.hidden = false;
  } else {
    app.root.removeAttribute('data-portal-placeholder');
    app.placeholder.hidden = true;
    app.placeholderText.textContent = '';
  }
}

/**
 * After the host rendered a page loaded in place: focus its heading, announce it, scroll like a real load,
 * mark <html> complete, emit portalAfterRender, and read the profile link when the page does not know it.
 */
export function completeInPlaceRender(
  host: RuntimeHost,
  next: ShownPage,
  info: { url: string; status: number; scrollY: number | null; method?: 'GET' | 'POST' },
): void {
  const { win } = host;
  const doc = win.document;
  const app = host.appRoot!;
  // The answer to a post that lists errors: focus the form's error summary (read first, the typed values
  // are below it); any other page: its heading.
  const summary = info.method === 'POST' ? app.view.querySelector<HTMLElement>('[data-error-summary]') : null;
  if (summary) focusElement(summary);
  else focusHeading(app.view, next.model.layout.headingId);
  const labels = runtimeLabels(next.model);
  announce(app.announcer, labels.pageLoaded ?? doc.title, win);
  scrollAfterLoad(win, info.url, info.scrollY);
  setPhase(doc, 'complete');
  host.emit(PORTAL_EVENTS.afterRender, {
    ajax: true,
    url: info.url,
    contentType: next.model.contentType,
    state: next.model.state,
    status: info.status,
  });
  if (next.page.context.loggedIn && next.page.context.userProfile === null) void host.loadProfile(next.page);
}

/** A form post that failed without an answer page: the form stays as typed, an alert above it says so. */
export function showSubmitFailed(host: RuntimeHost, form: HTMLFormElement | null): void {
  const app = host.appRoot;
  if (!app) return;
  const { win } = host;
  let notice = app.root.querySelector<HTMLElement>(':scope > [data-portal-part="notice"]');
  if (!notice) {
    notice = win.document.createElement('div');
    notice.setAttribute('data-portal-part', 'notice');
    notice.setAttribute('role', 'alert');
    notice.className = css.submitNotice;
    notice.tabIndex = -1;
  }
  notice.textContent = runtimeLabels(host.current?.model).submitFailed;
  // Right above the form when we can (outside React's tree is not possible there), else atop the page.
  if (form && form.isConnected && form.parentElement) form.parentElement.insertBefore(notice, form);
  else app.root.insertBefore(notice, app.root.firstChild);
  const removeNotice = () => {
    notice.remove();
    win.removeEventListener(PORTAL_EVENTS.beforeRenderAjax, removeNotice);
  };
  win.addEventListener(PORTAL_EVENTS.beforeRenderAjax, removeNotice);
}
