// Forum topic lists are paged like the blog: the server's #paging links are extracted (forumTopics
// PageData `pagination`), adapted into the blog's pagination model (path links in place, `?page=` links
// a full load) and rendered as a named navigation after the topics.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adapt } from '../../../src/adapter/index.ts';
import { defaultSettings } from '../../../src/config/settings.ts';
import type { PageData } from '../../../src/model/pageData.ts';
import { ForumTopics } from '../../../src/screens/ForumTopics/ForumTopics.tsx';
import { modelOf, pageOf, NOW } from './fixtures.ts';

describe('forum topic pagination', () => {
  it('extracts the #paging links of a topic list in order; none on a single page', () => {
    const page = pageOf('forumTopics.html');
    expect(page.contentType).toBe('forumTopics');
    if (page.contentType !== 'forumTopics') return;
    expect(page.content.pagination).toEqual([{ label: 'Older topics', url: '/forum/topics/General?page=2' }]);
    const empty = pageOf('forumTopics.empty.html');
    expect(empty.contentType === 'forumTopics' && empty.content.pagination).toEqual([]);
  });

  it("adapts into the blog's model: query paging is a full load, path paging in place; missing data means none", () => {
    const page = pageOf('forumTopics.html') as PageData<'forumTopics'>;
    const withLinks: PageData<'forumTopics'> = {
      ...page,
      content: {
        ...page.content,
        pagination: [
          { label: 'Newer topics', url: '/forum/topics/General' },
          { label: 'Older topics', url: '/forum/topics/General?page=3' },
          { label: '', url: '/forum/topics/General?page=9' },
        ],
      },
    };
    const m = adapt(withLinks, defaultSettings, { url: 'https://developer.acme.example/forum/topics/General?page=2', now: NOW });
    expect(m.contentType).toBe('forumTopics');
    const s = m.screen as { pagination: unknown; paginationLabel: string };
    expect(s.pagination).toEqual([
      { label: 'Newer topics', url: '/forum/topics/General', reloadDocument: false },
      { label: 'Older topics', url: '/forum/topics/General?page=3', reloadDocument: true },
    ]);
    expect(s.paginationLabel).toBe('Topic pages');
    const { pagination: _dropped, ...older } = page.content; // PageData from before the field existed
    const m2 = adapt({ ...page, content: older }, defaultSettings, {
      url: 'https://developer.acme.example/forum/topics/General',
      now: NOW,
    });
    expect((m2.screen as { pagination: unknown }).pagination).toEqual([]);
  });

  it('renders the pager after the topics as a navigation named by the label', () => {
    render(<ForumTopics model={modelOf('forumTopics.html', 'forumTopics')} />);
    const nav = screen.getByRole('navigation', { name: 'Topic pages' });
    const link = within(nav).getByRole('link', { name: 'Older topics' });
    expect(link.getAttribute('href')).toBe('/forum/topics/General?page=2');
    expect(link.hasAttribute('data-full-load')).toBe(true); // query paging: the runtime loads it fully
    expect(screen.getByRole('table').compareDocumentPosition(nav) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('no pager on a single page or an empty category', () => {
    render(<ForumTopics model={modelOf('forumTopics.empty.html', 'forumTopics')} />);
    expect(screen.queryByRole('navigation', { name: 'Topic pages' })).toBeNull();
  });
});
