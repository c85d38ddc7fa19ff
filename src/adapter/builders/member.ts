// Screen builders of the member content group: accountManage, register, registerSent, join, joinSuccess,
// signin. Shared helpers and rules: helpers.ts. The deploy bundle loads this module with the group's
// extractors (one chunk per group: ../lazy.ts, vite.portal.config.ts).
import type { LinkModel } from '../../model/screenModel.ts';
import { pathOf } from '../urls.ts';
import { textAsRich } from '../labels.ts';
import { hasContent } from '../htmlParts.ts';
import {
  form,
  joinBodies,
  labelOverride,
  link,
  message,
  nonEmpty,
  serverLinks,
  serverMessage,
  expandLabel,
  type Builders,
  type Refine,
} from './helpers.ts';

/** The register/join form's terms paragraph is rendered from `termsHtml`: not again in the body. */
const withoutTerms =
  (termsHtml: string | null): Refine =>
  (body) => {
    if (!body || !termsHtml) return body;
    const html = body.html
      .replace(termsHtml, '')
      .replace(/<p\b[^>]*>\s*<\/p>/gi, '')
      .trim();
    return hasContent(html) ? { html } : null;
  };

export const memberBuilders = {
  accountManage: (input) => form(input, input.content),
  register: (input) => ({
    ...form(input, input.content, undefined, withoutTerms(input.content.termsHtml)),
    terms: input.content.termsHtml ? { html: input.content.termsHtml } : null,
    signin: link(expandLabel(input, input.labels.register.signin), input.paths.signin),
  }),
  registerSent: (input) => {
    const c = input.content;
    const r = input.labels.registerSent;
    const email = nonEmpty(c.email);
    const notifications = c.notifications && input.page.context.notifications;
    // the server's own message (it names the address, or says the registration awaits approval) replaces the
    // default texts unless the admin changed them; the resend link is offered when the message has none
    const server = serverMessage(c);
    const overridden = notifications
      ? ['sent', 'sentNoAddress', 'instructions', 'resendPrompt'].some((k) => labelOverride(input, k) !== null)
      : labelOverride(input, 'pending') !== null;
    const body = overridden ? null : server;
    const resendUrl = c.resendUrl ?? input.paths.resendConfirmation;
    const bodyHasResend = Boolean(body && /\/member\/resend-confirmation/i.test(body.html));
    return {
      ...message(input, c),
      body,
      bodySource: body ? ('server' as const) : null,
      email,
      notifications,
      sent: notifications && !body ? (email ? expandLabel(input, r.sent, { email }) : expandLabel(input, r.sentNoAddress)) : null,
      instructions: notifications && !body ? expandLabel(input, r.instructions) : null,
      resendPrompt: notifications && !body ? expandLabel(input, r.resendPrompt) : null,
      resend: notifications && !bodyHasResend ? link(expandLabel(input, r.resend), resendUrl) : null,
      pending: notifications || body ? null : expandLabel(input, r.pending),
    };
  },
  join: (input) => ({
    ...form(input, input.content, undefined, withoutTerms(input.content.termsHtml)),
    terms: input.content.termsHtml ? { html: input.content.termsHtml } : null,
    signin: null,
  }),
  joinSuccess: (input) =>
    message(input, input.content, { username: nonEmpty(input.content.username) ?? input.page.context.username }),
  signin: (input) => {
    const c = input.content;
    const s = input.labels.signin;
    // the sign-in page's surroundings (its own headings, the register and single-sign-on panels) are what
    // this screen renders from the model: only the label intro goes above the form
    const base = form(input, c, undefined, () => null);
    const state = c.state;
    // The server's recovery links are single words inside a sentence ('Forgot your <a>password</a> or
    // <a>username</a>?'); standing alone they get the labels' full wording when their target is known.
    const recoveryLabel = (url: string, label: string) => {
      const path = pathOf(url).replace(/\/+$/, '').toLowerCase();
      if (path.endsWith('/member/lost-username')) return expandLabel(input, s.lostUsername);
      if (path.endsWith('/member/lost')) return expandLabel(input, s.lostPassword);
      return label;
    };
    const recovery = c.recovery.length
      ? serverLinks(c.recovery).map((l) => ({ ...l, label: recoveryLabel(l.url, l.label) }))
      : [
          link(expandLabel(input, s.lostPassword), input.paths.lostPassword),
          link(expandLabel(input, s.lostUsername), input.paths.lostUsername),
        ].filter((l): l is LinkModel => l !== null);
    const common = {
      state,
      sso: c.sso ? link(nonEmpty(c.sso.label) ?? expandLabel(input, s.sso), c.sso.url) : null,
      recovery,
      register: input.page.context.loggedIn ? null : link(expandLabel(input, s.register), input.paths.register),
    };
    if (state === 'failed') {
      // 'Login Failed' and its text (the spec's wording: docs/adapter.md › Labels); the server's message follows
      // when it says something else
      const own = textAsRich(expandLabel(input, s.failedBody));
      const body = joinBodies(own, serverMessage(c));
      return {
        ...base,
        ...common,
        heading: nonEmpty(expandLabel(input, s.failedHeading)) ?? nonEmpty(c.heading),
        body,
        bodySource: !body || body.html === own.html ? ('labels' as const) : ('both' as const),
        form: null,
        passwordPolicy: null,
        moved: null,
        retry: link(expandLabel(input, s.tryAgain), input.paths.signin),
      };
    }
    if (state === 'moved') {
      return {
        ...base,
        ...common,
        heading: nonEmpty(c.heading) ?? nonEmpty(expandLabel(input, s.heading)),
        body: c.mainHtml ? { html: c.mainHtml } : null,
        bodySource: c.mainHtml ? ('server' as const) : null,
        form: null,
        passwordPolicy: null,
        moved: link(expandLabel(input, s.movedLink), c.movedTo),
        retry: null,
      };
    }
    return { ...base, ...common, moved: null, retry: null };
  },
} satisfies Partial<Builders>;
