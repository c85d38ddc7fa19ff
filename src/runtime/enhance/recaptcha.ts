// reCAPTCHA on pages loaded in place (register, contact …): the widget script scans the page only when
// it loads, so a widget rendered later is rendered explicitly, or the script is (re)loaded.
import type { AssetLoader } from '../assets.ts';

import { RECAPTCHA_SCRIPT } from '../../lib/portalScripts.ts';

export { RECAPTCHA_SCRIPT };

interface Grecaptcha {
  render(el: Element, params: { sitekey: string }): number;
  ready?(cb: () => void): void;
}

/** Returns the number of widgets found in `container`. */
export function enhanceRecaptcha(container: HTMLElement, assets: AssetLoader, win: Window): number {
  const widgets = Array.from(container.querySelectorAll<HTMLElement>('.g-recaptcha')).filter((el) => !el.closest('#page'));
  if (widgets.length === 0) return 0;
  const grecaptcha = (win as Window & { grecaptcha?: Grecaptcha }).grecaptcha;
  const renderAll = (api: Grecaptcha) => {
    for (const el of widgets) {
      const sitekey = el.getAttribute('data-sitekey');
      if (!sitekey || el.childElementCount > 0 || el.hasAttribute('data-portal-recaptcha')) continue;
      el.setAttribute('data-portal-recaptcha', '');
      try {
        api.render(el, { sitekey });
      } catch (error) {
        console.warn('[portal] reCAPTCHA could not render', error);
      }
    }
  };
  if (grecaptcha && typeof grecaptcha.render === 'function') {
    if (typeof grecaptcha.ready === 'function') grecaptcha.ready(() => renderAll(grecaptcha));
    else renderAll(grecaptcha);
    return widgets.length;
  }
  // Not loaded yet (or blocked): (re)load the script; on load it renders every .g-recaptcha it finds.
  assets.reloadScript(RECAPTCHA_SCRIPT, { attributes: { defer: '' } }).catch((error: unknown) => {
    console.warn('[portal] the reCAPTCHA script could not be loaded', error);
  });
  return widgets.length;
}
