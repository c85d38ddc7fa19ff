// Docs pages (src/adapter/builders/docs.ts): the body and its parts, the side navigation with this page marked,
// the previous and next pages, and the heading anchors' labels.
import { describe, expect, it } from 'vitest';
import type { DocsContent, NavItem } from '../../model/pageData.ts';
import type { Settings } from '../../model/settings.ts';
import { adapt } from '../index.ts';
import { context, env, pageData, settings } from '../../../test/adapter/factories.ts';

const item = (label: string, url: string, isActive = false): NavItem => ({ label, url, isActive, children: [] });
const secondary = [item('Start', '/docs/read/Start', true), item('Keys', '/docs/read/Keys'), item('Limits', '/docs/read/Limits')];

const docs = (content: Partial<DocsContent> = {}, s: Partial<Settings> = {}, path = '/docs/read/Keys', noHeading = false) => {
  const m = adapt(
    pageData('docs', { content, context: context({ globals: noHeading ? { noHeading: true } : {} }) }),
    settings(s),
    env(path),
  );
  expect(m.degraded).toBe(false);
  return m.screen;
};

describe('docs', () => {
  it('the side navigation: this page marked (not the server’s mark), under the label heading, with the site’s current-page class', () => {
    const s = docs({ secondary }, { currentPageClass: 'here' });
    expect(s.nav).toEqual({
      label: 'In the Docs',
      heading: 'In the Docs',
      currentClassName: 'here',
      items: [
        { label: 'Start', url: '/docs/read/Start', isActive: false, children: [] },
        { label: 'Keys', url: '/docs/read/Keys', isActive: true, current: 'page', children: [] },
        { label: 'Limits', url: '/docs/read/Limits', isActive: false, children: [] },
      ],
    });
  });

  it('the navigation heading: the label, else the server’s, else none (its label then empty)', () => {
    expect(docs({ secondaryHeading: ' Guides ' }, { labels: { docs: { subheading: '' } } }).nav).toMatchObject({
      label: 'Guides',
      heading: 'Guides',
    });
    expect(docs({ secondaryHeading: ' ' }, { labels: { docs: { subheading: '' } } }).nav).toMatchObject({
      label: '',
      heading: null,
    });
    expect(docs({ secondaryHeading: 'Guides' }, { labels: { docs: { subheading: ' ' } } }).nav).toMatchObject({
      label: ' ',
      heading: 'Guides',
    });
  });

  it('the previous and next pages around this one, with the pager labels', () => {
    expect(docs({ secondary }).pager).toEqual({
      label: 'Previous and next page',
      previousLabel: 'Previous',
      nextLabel: 'Next',
      previous: { label: 'Start', url: '/docs/read/Start' },
      next: { label: 'Limits', url: '/docs/read/Limits' },
    });
    expect(docs({ secondary }, {}, '/docs/read/Other').pager).toMatchObject({ previous: null, next: null });
  });

  it('the body and its parts: a first heading repeating the page heading is dropped, unless the heading is hidden', () => {
    const mainHtml = '<h1>Keys</h1><p>About keys.</p>';
    const s = docs({ heading: 'Keys', mainHtml }, { markdown: false });
    expect([s.body, s.markdown]).toEqual([{ html: mainHtml }, false]);
    expect(s.bodySegments).toEqual([{ kind: 'html', html: '<p>About keys.</p>' }]);
    const hidden = docs({ heading: 'Keys', mainHtml }, { markdown: false }, '/docs/read/Keys', true);
    expect(hidden.bodySegments).toEqual([{ kind: 'html', html: '<h2>Keys</h2><p>About keys.</p>' }]);
  });

  it('Markdown as the setting says', () => {
    const s = docs({ heading: 'Keys', mainHtml: '# Keys\n\nSome *text*' });
    expect(s.markdown).toBe(true);
    expect(s.bodySegments).toEqual([{ kind: 'markdown', source: 'Some *text*' }]);
    const none = docs({ mainHtml: null });
    expect([none.body, none.bodySegments]).toEqual([null, []]);
  });

  it('the heading anchors’ labels (copy link split at the heading)', () => {
    expect(docs().headings).toEqual({
      toc: 'On this page',
      copyLink: ['Copy link to section ', { slot: 'heading' }],
      copied: 'Link copied',
      failed: 'Could not copy the link',
    });
  });
});
