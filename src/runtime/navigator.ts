// In-place loading (docs/runtime.md › In-place loading): link clicks, form submits and back/forward fetch the next
// page as a document and render it without a page load. The Navigator works on the runtime host (PortalRuntime,
// seen through RuntimeHost): it asks the host to read and render pages and to leave for a real load, and applies
// the in-place page effects of inPlaceView.ts. It arrives as its own chunk after the first render.

import { PORTAL_EVENTS } from './events.ts';
import { fetchDocument, IN_PLACE_MAX_CHARS, type FetchOutcome } from './fetchDocument.ts';
import { completeInPlaceRender, setLoadingState, showSubmitFailed } from './inPlaceView.ts';
import { setPhase } from './pageState.ts';
import { decideUrl, type LinkContext } from './linkRules.ts';
import { clickAction, linkContextOf, submitAction, toSearchParams, type ClickAction, type SubmitAction } from './inputRules.ts';
import type { RuntimeHost, ShownPage } from './runtimeHost.ts';
import { serverMain, shownTextLength } from './visibleText.ts';

/** The loading placeholder appears when a load takes longer than this (docs/runtime.md › In-place loading). */
export const PLACEHOLDER_DELAY_MS = 2500;
export type Trigger = 'link' | 'form' | 'popstate' | 'api';

export interface NavigateOptions {
  /** add a history entry (links, forms); false for back/forward */
  push: boolean;
  method?: 'GET' | 'POST';
  body?: FormData | URLSearchParams | null;
  trigger?: Trigger;
  /** scroll position to restore (back/forward); null = top or the URL's hash target */
  scrollY?: number | null;
  /** the form being submitted (kept intact when the submit fails) */
  form?: HTMLFormElement | null;
}

export type NavigationResult =
  | { kind: 'rendered'; url: string; status: number }
  | { kind: 'aborted' }
  | { kind: 'superseded' }
  | {
      kind: 'fullLoad';
      url: string;
      reason: 'notHtml' | 'noPage' | 'httpError' | 'network' | 'renderError' | 'contentType' | 'tooLarge';
    }
  | { kind: 'kept'; reason: 'network' | 'notHtml' | 'httpError' | 'noPage' | 'renderError' };

export interface CommitInfo {
  url: string;
  status: number;
  method: 'GET' | 'POST';
  trigger: Trigger;
  scrollY: number | null;
}

interface HistoryState {
  portal: true;
  url: string;
  scrollY?: number;
}

function isHistoryState(value: unknown): value is HistoryState {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { portal?: unknown }).portal === true &&
    typeof (value as { url?: unknown }).url === 'string'
  );
}

function withoutHash(url: string): string {
  const i = url.indexOf('#');
  return i === -1 ? url : url.slice(0, i);
}

export class Navigator {
  private seq = 0;
  private controller: AbortController | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** the title before the first of overlapping loads (a later load must not "restore" the loading title) */
  private titleBeforeLoad: string | null = null;
  private inFlightForm: HTMLFormElement | null = null;
  private started = false;
  /** URL (without hash) of the page currently rendered */
  private shownUrl: string;

  constructor(private readonly host: RuntimeHost) {
    this.shownUrl = withoutHash(host.win.location.href);
  }

  /** In-place loading needs history.pushState, fetch and DOMParser (and the `ajax` setting: see start). */
  static supported(win: Window): boolean {
    const browser = win as unknown as { fetch?: unknown; DOMParser?: unknown };
    return !!(
      win.history &&
      typeof win.history.pushState === 'function' &&
      typeof browser.fetch === 'function' &&
      typeof browser.DOMParser === 'function'
    );
  }

  start(): boolean {
    if (this.started) return true;
    const { win } = this.host;
    if (!Navigator.supported(win) || !this.host.settings.ajax) return false;
    this.started = true;
    try {
      if ('scrollRestoration' in win.history) win.history.scrollRestoration = 'manual';
      const state = win.history.state;
      win.history.replaceState(
        { ...(typeof state === 'object' && state ? state : {}), portal: true, url: win.location.href },
        '',
      );
    } catch {
      /* a sandboxed frame may refuse history access; in-place loading still works */
    }
    win.document.addEventListener('click', this.onClick);
    win.document.addEventListener('submit', this.onSubmit);
    win.addEventListener('popstate', this.onPopState);
    return true;
  }

  stop(): void {
    if (!this.started) return;
    this.started = false;
    const { win } = this.host;
    win.document.removeEventListener('click', this.onClick);
    win.document.removeEventListener('submit', this.onSubmit);
    win.removeEventListener('popstate', this.onPopState);
    this.controller?.abort();
    this.clearTimer();
  }

  private linkContext(): LinkContext {
    return linkContextOf(this.host);
  }

  /**
   * The screens' navigate(url) service: in place when the link rules allow it (no link element, so no
   * ajaxIgnore selectors), else a normal page load.
   */
  open(target: URL): void {
    const decision = decideUrl(target, { ...this.linkContext(), ajaxIgnore: null });
    if (decision.inPlace) void this.navigate(decision.url, { push: true, trigger: 'api' });
    else this.host.loadFully(target.href);
  }

  private readonly onClick = (event: MouseEvent): void => {
    try {
      const action = clickAction(event, this.host);
      if (!action) return;
      event.preventDefault();
      if (action !== 'signedOut') void this.navigate(action.url, { push: true, trigger: 'link' });
    } catch (error) {
      console.warn('[portal] link handling failed; the browser follows the link', error);
    }
  };

  private readonly onSubmit = (event: SubmitEvent): void => {
    try {
      const action = submitAction(event, this.host);
      if (!action) return;
      event.preventDefault();
      this.runSubmit(action);
    } catch (error) {
      console.warn('[portal] form handling failed; the browser submits the form', error);
    }
  };

  /**
   * A click or submit the first load captured before this file arrived (earlyInput.ts), decided by the
   * same rules (inputRules.ts): carried out now, in place, as if it had just happened.
   */
  replay(action: ClickAction | SubmitAction): void {
    if (action.kind === 'inPlace') void this.navigate(action.url, { push: true, trigger: 'link' });
    else this.runSubmit(action);
  }

  private runSubmit(action: SubmitAction): void {
    if (action.kind === 'get') {
      void this.navigate(action.url, { push: true, trigger: 'form' });
      return;
    }
    const { form, submitter } = action;
    if (this.inFlightForm === form) return; // a second click on the same submit: the first post is on its way
    const data = submitter ? new FormData(form, submitter) : new FormData(form);
    const body = action.enctype === 'application/x-www-form-urlencoded' ? toSearchParams(data) : data;
    this.inFlightForm = form;
    form.setAttribute('aria-busy', 'true');
    void this.navigate(action.url, { push: true, method: 'POST', body, trigger: 'form', form }).finally(() => {
      if (this.inFlightForm === form) this.inFlightForm = null;
      form.removeAttribute('aria-busy');
    });
  }

  private readonly onPopState = (event: PopStateEvent): void => {
    try {
      const state: unknown = event.state;
      const url = isHistoryState(state) ? state.url : this.host.win.location.href;
      // Hash-only moves inside the page are the browser's business.
      if (withoutHash(url) === this.shownUrl && withoutHash(this.host.win.location.href) === this.shownUrl) return;
      const scrollY = isHistoryState(state) && typeof state.scrollY === 'number' ? state.scrollY : 0;
      void this.navigate(url, { push: false, trigger: 'popstate', scrollY });
    } catch (error) {
      console.warn('[portal] back/forward handling failed; reloading', error);
      this.host.loadFully(this.host.win.location.href, { replace: true });
    }
  };

  private clearTimer(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  private saveScroll(): void {
    const { win } = this.host;
    try {
      const state: unknown = win.history.state;
      const base = isHistoryState(state) ? state : { portal: true as const, url: win.location.href };
      win.history.replaceState({ ...base, scrollY: Math.round(win.scrollY || 0) }, '');
    } catch {
      /* ignore */
    }
  }

  /**
   * Loads `url` in place. Latest wins: an earlier load still running is aborted. Never rejects: an
   * unexpected failure becomes a normal page load (GET) or keeps the form (POST).
   */
  async navigate(url: string, options: NavigateOptions): Promise<NavigationResult> {
    try {
      return await this.load(url, options);
    } catch (error) {
      console.warn('[portal] in-place loading failed', error);
      const safely = (step: () => void) => {
        try {
          step();
        } catch {
          /* keep going: the next step still matters */
        }
      };
      safely(() => this.clearTimer());
      safely(() => setLoadingState(this.host, false, false));
      if (options.method === 'POST') {
        safely(() => showSubmitFailed(this.host, options.form ?? null));
        return { kind: 'kept', reason: 'renderError' };
      }
      safely(() => this.host.loadFully(url));
      return { kind: 'fullLoad', url, reason: 'renderError' };
    }
  }

  private async load(url: string, options: NavigateOptions): Promise<NavigationResult> {
    const host = this.host;
    const { win } = host;
    const method = options.method ?? 'GET';
    const trigger = options.trigger ?? 'api';
    const id = ++this.seq;
    this.titleBeforeLoad ??= win.document.title;
    const previousTitle = this.titleBeforeLoad;

    host.emit(PORTAL_EVENTS.beforeRenderAjax, { ajax: true, url, method, trigger });
    const loadingTitle = host.settings.ajaxLoading;
    if (loadingTitle) win.document.title = loadingTitle;
    this.controller?.abort();
    const controller = new AbortController();
    this.controller = controller;
    if (options.push) this.saveScroll();

    this.clearTimer();
    // <html> loading → rendering → complete, as on a first load: a page that waits for `complete`
    // after a click waits for the new page, not the one it clicked on
    setPhase(win.document, 'loading');
    setLoadingState(host, true, false);
    this.timer = setTimeout(() => {
      if (id === this.seq) setLoadingState(host, true, true);
    }, host.placeholderDelay ?? PLACEHOLDER_DELAY_MS);

    const isCurrent = () => id === this.seq;
    const finish = () => {
      if (!isCurrent()) return;
      this.clearTimer();
      this.controller = null;
      this.titleBeforeLoad = null;
      setLoadingState(host, false, false);
    };

    let outcome: FetchOutcome;
    try {
      outcome = await fetchDocument(host.fetch, url, {
        signal: controller.signal,
        method,
        body: options.body ?? null,
        acceptAnyStatus: method === 'POST',
        ...(method === 'POST' ? { maxChars: IN_PLACE_MAX_CHARS } : { tooLargeAbove: IN_PLACE_MAX_CHARS }),
      });
    } catch (error) {
      outcome = { kind: 'network', error };
    }
    if (!isCurrent()) return { kind: 'superseded' };

    const leave = (
      to: string,
      reason: Extract<NavigationResult, { kind: 'fullLoad' }>['reason'],
      replace = false,
    ): NavigationResult => {
      finish();
      host.loadFully(to, { replace });
      return { kind: 'fullLoad', url: to, reason };
    };
    const keep = (reason: Extract<NavigationResult, { kind: 'kept' }>['reason']): NavigationResult => {
      finish();
      setPhase(win.document, 'complete'); // the page shown before stays
      win.document.title = previousTitle;
      showSubmitFailed(host, options.form ?? null);
      return { kind: 'kept', reason };
    };

    switch (outcome.kind) {
      case 'aborted':
        finish();
        // (an abort by a newer load leaves that load's phase; one by the page: the page shown stays)
        if (isCurrent()) setPhase(win.document, 'complete');
        win.document.title = previousTitle;
        return { kind: 'aborted' };
      case 'network':
        return method === 'POST' ? keep('network') : leave(url, 'network');
      case 'httpError':
        return method === 'POST' ? keep('httpError') : leave(url, 'httpError');
      case 'notHtml':
        return method === 'POST' ? keep('notHtml') : leave(outcome.url, 'notHtml');
      case 'tooLarge':
        return leave(outcome.url, 'tooLarge');
      case 'document':
        break;
    }

    const { doc, status } = outcome;
    const target = outcome.url;
    // A post the server failed on (5xx: an error page, a proxy's 502 page) never replaces the form: what
    // the user typed stays, the notice says it was not sent. Answers with errors to correct are 2xx/4xx.
    if (method === 'POST' && status >= 500) return keep('httpError');
    if (!doc.getElementById('page')) return method === 'POST' ? keep('noPage') : leave(target, 'noPage');

    // before extraction reads it: the share of the server's text the themed page must show (visibleText.ts)
    const main = serverMain(doc);
    const server = { chars: shownTextLength(main), main };
    let prepared: ShownPage | null;
    try {
      prepared = await host.prepare(doc, target, status);
    } catch (error) {
      console.warn('[portal] could not read the fetched page; loading it normally', error);
      return method === 'POST' ? keep('renderError') : leave(target, 'renderError');
    }
    if (!isCurrent()) return { kind: 'superseded' };
    if (prepared === null) return leave(target, 'contentType');

    // History first, so relative URLs in the new content resolve against the new page's URL.
    try {
      if (options.push) win.history.pushState({ portal: true, url: target } satisfies HistoryState, '', target);
      else
        win.history.replaceState(
          { ...(isHistoryState(win.history.state) ? win.history.state : {}), portal: true, url: target },
          '',
          target,
        );
    } catch (error) {
      console.warn('[portal] history update failed; loading the page normally', error);
      return leave(target, 'renderError');
    }
    this.shownUrl = withoutHash(target);
    // the new page's title is set as the commit starts: a load started meanwhile restores that one
    this.titleBeforeLoad = null;

    try {
      await this.commit(prepared, { url: target, status, method, trigger, scrollY: options.scrollY ?? null }, server);
    } catch (error) {
      console.warn('[portal] rendering the fetched page failed; loading it normally', error);
      return leave(target, 'renderError', true);
    }
    finish();
    if (status === 404) host.emit(PORTAL_EVENTS.ajaxError, { ajax: true, url: target, status, method, trigger });
    else host.emit(PORTAL_EVENTS.afterRenderAjax, { ajax: true, url: target, status, method, trigger });
    return { kind: 'rendered', url: target, status };
  }

  /** Renders a prepared page, then what a real page load would do: focus, announcement, scroll. */
  private async commit(next: ShownPage, info: CommitInfo, server: { chars: number; main: Element | null }): Promise<void> {
    await this.host.show(next, { ajax: true });
    // too little shown: the server's content in the theme; still too little: the page loads normally (below)
    await this.host.ensureNotBlank(server.chars, server.main);
    completeInPlaceRender(this.host, next, info);
  }
}
