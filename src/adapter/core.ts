// adapt() without the builders table: (PageData, Settings, {url, now}, builder) → ScreenModel. Pure.
// index.ts binds it to every builder (builders/all.ts); lazy.ts to the page's builder group.
import type { ContentType, FormModel, GlobalValue, PageData } from '../model/pageData.ts';
import type { Labels } from '../model/labels.ts';
import type { Settings } from '../model/settings.ts';
import { escapeHtml, expandLabelTree, mergeLabels, type PlaceholderValues } from './labels.ts';
import { buildLayout, expandTemplate } from './layout.ts';
import { namedPaths, pathValues } from './paths.ts';
import { group, type Builder, type ScreenInput } from './builders/helpers.ts';
import type { MessageScreen, PendingNotice, RichText, ScreenModel, ScreenPropsMap } from '../model/screenModel.ts';
import type { RenderSlotTree } from '../model/labels/renderSlots.ts';

export interface AdaptEnv {
  /** the URL of the page being shown (after redirects) */
  url: string;
  /** the current time (copyright year, key ages); fixed in stories and tests */
  now: Date;
  /** a one-shot notice the runtime carried over from the previous page (a deletion to confirm) */
  notice?: PendingNotice | null;
  /**
   * The signed-in user's profile link is being fetched (runtime/profile.ts): the layout keeps its line free,
   * so that nothing moves when it arrives (no layout shift after `complete`).
   */
  profilePending?: boolean;
}

/** The page's `mashery.globals` flags: true, a non-zero number or a non-empty string other than "false". */
export function globalFlag(value: GlobalValue | undefined): boolean {
  if (typeof value === 'string') return value !== '' && value.toLowerCase() !== 'false';
  return Boolean(value);
}

/** Generic fields only, read defensively, for a page whose specific props could not be built. */
function fallbackScreen(page: PageData, headingHidden: boolean): MessageScreen & { form: FormModel | null } {
  const c = (page.content ?? {}) as Partial<{
    heading: string | null;
    mainHtml: string | null;
    messages: string[];
    errors: string[];
    links: { label: string; url: string }[];
    form: FormModel | null;
  }>;
  const list = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
  const form =
    c.form &&
    // Stryker disable next-line ConditionalExpression: equivalent — a truthy value that is not an object (a string, a number) has no `fields` list, so the next test fails anyway
    typeof c.form === 'object' &&
    Array.isArray(c.form.fields) &&
    Array.isArray(c.form.hidden)
      ? c.form
      : null;
  // with a form, the server body is the form's surroundings: the form itself renders from the model
  const body = !form && typeof c.mainHtml === 'string' && c.mainHtml ? { html: c.mainHtml } : null;
  return {
    heading: typeof c.heading === 'string' && c.heading.trim() ? c.heading.trim() : null,
    headingHidden,
    body,
    bodySource: body ? 'server' : null,
    messages: list(c.messages),
    errors: list(c.errors),
    links: Array.isArray(c.links)
      ? c.links.filter((l) => l && typeof l.label === 'string' && typeof l.url === 'string' && l.label && l.url)
      : [],
    form,
  };
}

/**
 * The pages that answer a form on the form's URL (a success, error or "sent" state of it): the server's
 * `<title>` names the form, the page's heading names what happened.
 */
const OUTCOME_TYPES: ReadonlySet<ContentType> = new Set<ContentType>([
  'appRegisterSuccess',
  'appAddAPIsSuccess',
  'appAddAPIsError',
  'resetPasswordSuccess',
  'resetPasswordError',
  'accountEmailSuccess',
  'accountPasswordSuccess',
  'registerSent',
  'registerResendSuccess',
  'joinSuccess',
  'memberRemoveSuccess',
  'lostPasswordReset',
  'lostUsernameReset',
  'showSecretSuccess',
  'showSecretError',
  'contactSuccess',
]);

/**
 * adapt() with the content type's screen builder given (the full table, or a group loaded on demand) and
 * the default labels (all of them, src/labels/en.ts, or the page's: src/labels/defaults.ts), with `slots`: the
 * render-time slots of the label parts beyond the layout's (src/model/labels/renderSlots.ts).
 */
export function adaptWith(
  page: PageData,
  settings: Settings,
  env: AdaptEnv,
  build: Builder<ContentType>,
  defaults: Labels,
  slots?: RenderSlotTree,
): ScreenModel {
  const type: ContentType = page.contentType;
  const context = page.context;
  const labels = mergeLabels(settings.labels, defaults);
  const paths = namedPaths(context, settings);
  const headingHidden = globalFlag(context.globals.noHeading);
  const baseValues: PlaceholderValues = {
    area: context.area,
    username: context.username,
    year: env.now.getFullYear(),
    ...pathValues(paths),
  };
  const input = {
    page,
    content: page.content,
    settings,
    labels,
    defaults,
    values: baseValues,
    paths,
    url: env.url,
    now: env.now,
    notice: env.notice ?? null,
    headingHidden,
    markdown: settings.markdown && !globalFlag(context.globals.noMarkdown),
  } as ScreenInput<ContentType>;

  const problems = [...page.problems];
  let degraded = false;
  let screen: ScreenPropsMap[ContentType];
  try {
    screen = build(input);
  } catch (error) {
    degraded = true;
    problems.push({ kind: 'adapter-failed', contentType: type, message: error instanceof Error ? error.message : String(error) });
    screen = fallbackScreen(page, headingHidden) as unknown as ScreenPropsMap[ContentType];
  }

  const heading = (screen as { heading?: string | null }).heading ?? null;
  // A label heading is shown instead of the server's (an override, or the default on a page without one):
  // the browser title follows the visible heading.
  const rawServerHeading = (page.content as { heading?: unknown } | null)?.heading;
  // Stryker disable next-line StringLiteral: equivalent — without a server heading, serverHeading only decides for a heading equal to it; '' is blank, and a blank heading is never followed (followsHeading)
  const serverHeading = typeof rawServerHeading === 'string' ? rawServerHeading.trim() : '';
  const labelHeading =
    (group(labels, type).heading ?? '').trim() !== '' &&
    // Stryker disable next-line ConditionalExpression: equivalent — a null heading is never followed (followsHeading needs a non-blank heading)
    heading !== null &&
    heading !== serverHeading;
  // An outcome page answers a form on the form's own URL, and the server keeps the form's <title>
  // ('Register an application' over 'Application registered'): its title follows the heading it shows.
  const followsHeading = (labelHeading || OUTCOME_TYPES.has(type)) && !degraded && !!heading?.trim();
  const pageTitle = (followsHeading ? heading : null) || context.pageTitle?.trim() || heading;
  const values: PlaceholderValues = { ...baseValues, title: pageTitle ?? '' };
  const layout = buildLayout({
    page,
    settings,
    labels,
    values,
    paths,
    url: env.url,
    pageTitle,
    noHeading: headingHidden,
    profilePending: env.profilePending,
  });

  let template: RichText | null = null;
  const screenTemplate = settings.templates[type];
  if (typeof screenTemplate === 'string') {
    const body = (screen as { body?: RichText | null }).body;
    template = expandTemplate(screenTemplate, values, { heading: escapeHtml(heading ?? ''), main: body?.html ?? '' });
  }

  return {
    contentType: type,
    state: page.state,
    contentId: page.contentId,
    url: env.url,
    layout,
    labels: expandLabelTree(labels, values, slots),
    paths,
    screen,
    template,
    serverHtml:
      typeof (page.content as { mainHtml?: unknown } | null)?.mainHtml === 'string' &&
      (page.content as { mainHtml: string }).mainHtml
        ? { html: (page.content as { mainHtml: string }).mainHtml }
        : null,
    problems,
    degraded,
  } as ScreenModel;
}
