// Parses HTML into an inert Document with happy-dom (no scripts run, nothing is fetched), as the
// runtime's DOMParser does for pages loaded in place. Shared by the extraction tests, fuzz and benchmark.
import { Window } from 'happy-dom';

let win: Window | null = null;

export function parseHtml(html: string): Document {
  win ??= new Window({
    url: 'https://portal.invalid/',
    // handleDisabledFileLoadingAsSuccess: without it every <link rel=stylesheet> logs a DOMException to
    // happy-dom's virtual console, which keeps them all (a 10 000-page fuzz run then runs out of memory)
    settings: { disableJavaScriptFileLoading: true, disableCSSFileLoading: true, handleDisabledFileLoadingAsSuccess: true },
  });
  return new win.DOMParser().parseFromString(html, 'text/html') as unknown as Document;
}
