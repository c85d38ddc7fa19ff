// The first load's input before the in-place navigator arrives (issue 38). The navigator's file loads after
// `complete` (it serves later interaction only); a reader who clicks a link or submits a form in the moment
// between the first frame and its arrival must lose nothing, and must not get a full page load the
// navigator would have avoided. EarlyInput listens as the navigator does, decides with the same rules
// (inputRules.ts), cancels what the navigator would handle in place and keeps the latest such action; the
// runtime hands it to the navigator once it has started (Navigator.replay). If the navigator cannot be
// loaded, the action is carried out natively: the link's URL is loaded, the form is submitted again with
// its submitter and nothing listening.
import { clickAction, submitAction, type ClickAction, type SubmitAction } from './inputRules.ts';
import type { RuntimeHost } from './runtimeHost.ts';

export type EarlyAction = ClickAction | SubmitAction;

export class EarlyInput {
  private latest: EarlyAction | null = null;
  private listening = false;

  constructor(
    private readonly host: Pick<RuntimeHost, 'win' | 'settings' | 'current' | 'signOut'>,
    /** called once, on the first action captured (the runtime makes sure the navigator is on its way) */
    private readonly onCapture: () => void = () => {},
  ) {}

  start(): void {
    if (this.listening) return;
    this.listening = true;
    this.host.win.document.addEventListener('click', this.onClick);
    this.host.win.document.addEventListener('submit', this.onSubmit);
  }

  /** Stops listening; the latest action captured (null: none). */
  stop(): EarlyAction | null {
    if (this.listening) {
      this.host.win.document.removeEventListener('click', this.onClick);
      this.host.win.document.removeEventListener('submit', this.onSubmit);
      this.listening = false;
    }
    const action = this.latest;
    this.latest = null;
    return action;
  }

  private keep(event: Event, action: EarlyAction): void {
    event.preventDefault();
    const first = this.latest === null;
    this.latest = action;
    if (first) this.onCapture();
  }

  private readonly onClick = (event: MouseEvent): void => {
    try {
      const action = clickAction(event, this.host);
      if (action === 'signedOut') event.preventDefault();
      else if (action) this.keep(event, action);
    } catch (error) {
      console.warn('[portal] link handling failed; the browser follows the link', error);
    }
  };

  private readonly onSubmit = (event: SubmitEvent): void => {
    try {
      const action = submitAction(event, this.host);
      if (action) this.keep(event, action);
    } catch (error) {
      console.warn('[portal] form handling failed; the browser submits the form', error);
    }
  };
}

/**
 * Carries out a captured action without the navigator (its file could not be loaded): a page load of the
 * link or of the GET form's URL, a POST form submitted natively (nothing listens any more) with its submitter.
 */
export function runNatively(action: EarlyAction, host: Pick<RuntimeHost, 'loadFully'>): void {
  if (action.kind === 'post') {
    const { form, submitter } = action;
    if (typeof form.requestSubmit === 'function') form.requestSubmit(submitter as HTMLButtonElement | null);
    else HTMLFormElement.prototype.submit.call(form);
    return;
  }
  host.loadFully(action.url);
}
