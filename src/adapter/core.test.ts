// adaptWith (src/adapter/core.ts) with a builder given by the test: the `mashery.globals` flags, the generic
// screen of a page whose builder failed (its content read defensively), the browser title (a label heading
// shown instead of the server's, outcome pages, blank headings and titles), the page's problems and the
// content-type template's heading and body.
import { describe, expect, it } from 'vitest';
import { adaptWith, globalFlag } from './core.ts';
import type { Builder } from './builders/helpers.ts';
import type { ContentType, PageData } from '../model/pageData.ts';
import type { Labels } from '../model/labels.ts';
import type { MessageScreen } from '../model/screenModel.ts';
import { defaultLabels } from '../labels/en.ts';
import {
  context,
  env,
  field,
  formModel,
  messageContent,
  pageData,
  prose,
  settings,
  signedIn,
} from '../../test/adapter/factories.ts';

const failing: Builder<ContentType> = () => {
  throw new Error('plans is null');
};
/** a builder showing `heading` (and no body) */
const showing =
  (heading: string | null): Builder<ContentType> =>
  () =>
    ({ heading }) as never;

const run = (page: PageData, build: Builder<ContentType>, s = settings(), labels: Labels = defaultLabels) =>
  adaptWith(page, s, env('/x'), build, labels);

/** the defaults with labels.<type>.heading removed (a content type whose labels name no heading) */
const withoutHeading = (type: ContentType): Labels => {
  const part = { ...(defaultLabels as unknown as Record<string, Record<string, string>>)[type] };
  delete part.heading;
  return { ...defaultLabels, [type]: part } as Labels;
};

describe('globalFlag (mashery.globals)', () => {
  it('a string is on unless empty or "false" (any case)', () => {
    expect(globalFlag('1')).toBe(true);
    expect(globalFlag('yes')).toBe(true);
    expect(globalFlag('')).toBe(false);
    expect(globalFlag('FALSE')).toBe(false);
    expect(globalFlag(0)).toBe(false);
    expect(globalFlag(2)).toBe(true);
    expect(globalFlag(undefined)).toBe(false);
  });
});

describe('a builder that fails: the generic fields, read defensively', () => {
  it('keeps the string messages, errors and complete links only; the heading trimmed; the server body as the body', () => {
    const page = pageData('appError', {
      content: messageContent({
        heading: '  Something went wrong  ',
        messages: ['Saved.', 3 as never],
        errors: [null as never, 'Try again.'],
        links: [
          { label: 'Back to applications', url: '/apps/mykeys' },
          { label: '', url: '/apps' },
          { label: 'Support', url: 7 as never },
          { label: 5 as never, url: '/contact' },
          null as never,
        ],
      }),
    });
    const m = run(page, failing);
    expect(m.degraded).toBe(true);
    expect(m.screen).toEqual({
      heading: 'Something went wrong',
      headingHidden: false,
      body: { html: '<p>Server body</p>' },
      bodySource: 'server',
      messages: ['Saved.'],
      errors: ['Try again.'],
      links: [{ label: 'Back to applications', url: '/apps/mykeys' }],
      form: null,
    });
  });

  it("a well-formed form is kept, and the server body (the form's surroundings) is then not the body", () => {
    const form = formModel({ fields: [field({ name: 'email', label: 'Email' })] });
    const m = run(pageData('contact', { content: { form, mainHtml: '<p>Write to us.</p>' } }), failing);
    const screen = m.screen as MessageScreen & { form: unknown };
    expect(screen.form).toEqual(form);
    expect(screen.body).toBeNull();
    expect(screen.bodySource).toBeNull();
  });

  it('a form without its field lists, no form, a body or heading that is not a string (or a blank heading), links that are not a list: none of them', () => {
    const broken = run(
      pageData('contact', {
        content: {
          form: { fields: null } as never,
          mainHtml: 42 as never,
          heading: 7 as never,
          links: 'none' as never,
          messages: 'Saved.' as never,
        },
      }),
      failing,
    );
    expect(broken.screen).toMatchObject({ heading: null, body: null, bodySource: null, links: [], messages: [], form: null });
    const none = run(pageData('forumSingle', { content: { form: null, heading: ' \n ', mainHtml: '' } }), failing);
    expect(none.screen).toMatchObject({ heading: null, body: null, form: null });
  });

  it("keeps the extraction's problems and adds the builder's failure", () => {
    const problem = { kind: 'missing-region', region: 'footer' } as unknown as PageData['problems'][number];
    const m = run(pageData('appError', { problems: [problem] }), failing);
    expect(m.problems).toEqual([problem, { kind: 'adapter-failed', contentType: 'appError', message: 'plans is null' }]);
    const fine = run(pageData('appError', { problems: [problem] }), showing('Server heading'));
    expect(fine.problems).toEqual([problem]);
    expect(fine.degraded).toBe(false);
  });
});

describe('the browser title', () => {
  const page = (heading: string | null, pageTitle: string | null = 'Change E-mail') =>
    pageData('accountEmail', { context: signedIn({ pageTitle }), content: prose({ heading }) });
  const TITLE = 'Change E-mail | Acme Developer Portal';

  it("follows a label heading shown instead of the server's", () => {
    expect(run(page('Server heading'), showing('Change Email')).layout.title).toBe('Change Email | Acme Developer Portal');
  });

  it("stays the server's page title when the screen shows the server's heading (also when the server's is padded)", () => {
    expect(run(page('Server heading'), showing('Server heading')).layout.title).toBe(TITLE);
    expect(run(page('  Server heading \n'), showing('Server heading')).layout.title).toBe(TITLE);
  });

  it('stays the page title when the labels name no heading, or an empty or blank one', () => {
    expect(run(page('Server heading'), showing('Other'), settings(), withoutHeading('accountEmail')).layout.title).toBe(TITLE);
    for (const heading of ['', '   ']) {
      const s = settings({ labels: { accountEmail: { heading } } });
      expect(run(page('Server heading'), showing('Other'), s).layout.title).toBe(TITLE);
    }
  });

  it('outcome pages: follows the heading shown, unless the screen has none or a blank one', () => {
    const outcome = (pageTitle: string | null) =>
      pageData('accountEmailSuccess', { context: signedIn({ pageTitle }), content: messageContent({ heading: 'Done' }) });
    const labels = withoutHeading('accountEmailSuccess');
    expect(run(outcome('Change E-mail'), showing('Done'), settings(), labels).layout.title).toBe('Done | Acme Developer Portal');
    expect(run(outcome('Change E-mail'), showing(null), settings(), labels).layout.title).toBe(TITLE);
    expect(run(outcome('Change E-mail'), showing('  '), settings(), labels).layout.title).toBe(TITLE);
  });

  it("a blank page title gives way to the heading; with neither, the title's placeholder is empty", () => {
    expect(run(page('Server heading', '   '), showing('Server heading')).layout.title).toBe(
      'Server heading | Acme Developer Portal',
    );
    const none = run(
      pageData('page', { context: context({ pageTitle: null }), content: prose({ heading: null }) }),
      showing(null),
    );
    expect(none.layout.title).toBe('Acme Developer Portal');
    expect(none.labels.title).toBe(' | Acme Developer Portal');
  });

  it("a page without content has no server heading: the heading shown is the label's, the title follows it", () => {
    const bare = { ...page(null), content: null } as unknown as PageData;
    expect(run(bare, showing('Change Email')).layout.title).toBe('Change Email | Acme Developer Portal');
  });
});

describe("the content type's template", () => {
  const templated = settings({ templates: { page: '<h1>{{content.heading}}</h1>{{content.main}}' } });

  it('empty heading and body when the screen has neither', () => {
    expect(run(pageData('page'), showing(null), templated).template).toEqual({ html: '<h1></h1>' });
  });

  it("the screen's escaped heading and its body", () => {
    const build: Builder<ContentType> = () => ({ heading: 'Q&A', body: { html: '<p>Body</p>' } }) as never;
    expect(run(pageData('page'), build, templated).template).toEqual({ html: '<h1>Q&amp;A</h1><p>Body</p>' });
  });
});
