// Progressive enhancements of a rendered screen (docs/runtime.md › Enhancements), run by PortalRuntime
// (boot.ts) after each render — on the first load once the page is `complete`, in place before it. Each
// loads its code (runtime/enhance/, the `later` file) only when the page needs it (a `.mashtip[title]`, a
// `.g-recaptcha`, a `.block-tabs`), so pages without them pay nothing; one that fails is logged, never thrown.
import type { Settings } from '../model/settings.ts';
import type { AssetLoader } from './assets.ts';
import type { TooltipController } from './enhance/tooltips.ts';
import type { AppRoot } from './pageState.ts';
import * as css from './runtime.css.ts';

/** what the enhancements use of the runtime host (PortalRuntime) */
export interface EnhanceHost {
  readonly win: Window;
  readonly doc: Document;
  readonly assets: AssetLoader;
  /** `mashtips: false` turns the tooltips off */
  readonly settings: Pick<Settings, 'mashtips'>;
}

/**
 * Enhances the screen rendered in `app` (`ajax`: loaded in place, else the first load). `current()` tells
 * whether that page is still the one shown and nothing failed (a chunk arriving later must not enhance a
 * page shown since); `keepTooltips` receives the tooltips set up (the runtime destroys them before the next
 * render).
 */
export async function enhanceScreen(
  host: EnhanceHost,
  app: AppRoot,
  ajax: boolean,
  current: () => boolean,
  keepTooltips: (tooltips: TooltipController) => void,
): Promise<void> {
  const { win, doc } = host;
  const jobs: Promise<void>[] = [];
  if (host.settings.mashtips !== false && app.view.querySelector('.mashtip[title]')) {
    jobs.push(
      import('./enhance/tooltips.ts').then(({ enhanceMashtips }) => {
        if (current())
          keepTooltips(enhanceMashtips(app.view, app.root, { trigger: css.mashtipTrigger, bubble: css.mashtipBubble }));
      }),
    );
  }
  // the authors' tabs content block (docs/content-blocks.md)
  if (app.view.querySelector('.block-tabs')) {
    jobs.push(
      import('./enhance/tabs.ts').then(({ enhanceTabs }) => {
        if (current()) enhanceTabs(app.view);
      }),
    );
  }
  // On the first load a server reCAPTCHA script still on its way renders every widget it finds when it
  // arrives; otherwise (in-place pages, or the API already there) our widgets are rendered explicitly.
  const serverScriptPending =
    !ajax && !(win as Window & { grecaptcha?: unknown }).grecaptcha && !!doc.querySelector('script[src*="recaptcha/api.js"]');
  if (!serverScriptPending && app.view.querySelector('.g-recaptcha')) {
    jobs.push(
      import('./enhance/recaptcha.ts').then(({ enhanceRecaptcha }) => {
        if (current()) enhanceRecaptcha(app.view, host.assets, win);
      }),
    );
  }
  const results = await Promise.allSettled(jobs);
  for (const result of results)
    if (result.status === 'rejected') console.warn('[portal] an enhancement could not be set up', result.reason);
}
