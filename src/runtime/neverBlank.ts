// Never a blank page, the check PortalRuntime.ensureNotBlank (boot.ts) runs after a render, on the first
// load and in place (docs/runtime.md › Content cannot …): when the themed main region shows too little of
// the server's text (an extraction that missed the content), the model that shows the server's main region
// sanitised in the themed layout instead, with a warning; and, once that is rendered, an error when even it
// shows too little. The measures and the model are visibleText.ts's.
import type { ScreenModel } from '../model/screenModel.ts';
import type { ShownPage } from './runtimeHost.ts';
import { serverContentModel, shownTextLength, showsTooLittle, themedMain } from './visibleText.ts';

/** characters of text the themed main region shows; collapsed parts count: the reader opens them (visibleText.ts) */
function themedChars(view: Element | null | undefined): number {
  return view ? shownTextLength(themedMain(view), { collapsed: true }) : 0;
}

/**
 * The model to show instead of `shown` when the themed view shows too little of the server page's
 * `serverChars` characters: the server's main region (`serverMain`, from the inert copy or the fetched page)
 * in the themed layout — the Generic screen through ServerHtml, header, navigation and footer kept — with a
 * warning. Null when the page shows enough, or shows a share by design (extraction capped: bounded work).
 */
export function serverContentInstead(
  shown: ShownPage,
  view: Element | null | undefined,
  serverChars: number,
  serverMain: Element | null,
): ScreenModel | null {
  // a page whose content extraction capped (bounded work: a huge text, a deep tree) shows a share by design
  if (shown.page.problems.some((p) => p.kind === 'content-capped')) return null;
  const chars = themedChars(view);
  if (!showsTooLittle(chars, serverChars, shown.model.contentType)) return null;
  console.warn(
    `[portal] the themed page shows ${chars} characters of the server page's ${serverChars}; showing the server's content in the theme instead.`,
  );
  return serverContentModel(shown.model, serverMain?.innerHTML ?? '');
}

/**
 * Throws when the themed view, with the server's content rendered, still shows too little (the sanitiser
 * could not load): the first load then shows the server's page, an in-place load loads the page normally.
 */
export function assertNotBlank(view: Element | null | undefined, serverChars: number, contentType: string): void {
  const chars = themedChars(view);
  if (showsTooLittle(chars, serverChars, contentType))
    throw new Error(`the themed page shows ${chars} characters of the server page's ${serverChars}`);
}
