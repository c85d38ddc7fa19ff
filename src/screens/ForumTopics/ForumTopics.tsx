// Forum topic lists: a category's topics (forumTopics) and the recent topics of every category
// (forumRecent). Breadcrumbs, New Topic (when the server offers it), RSS, and per topic its title, comment
// count, last activity and who commented last, the category on recent topics and — for editors — Edit;
// the server's pager (Newer / Older topics) like the blog's.
// Topic titles are user text, rendered as text.
import { Inline, Stack } from '../../components/Box/index.ts';
import { Breadcrumbs } from '../../components/Breadcrumbs/index.ts';
import { Button } from '../../components/Button/index.ts';
import { EmptyState } from '../../components/EmptyState/index.ts';
import { Link } from '../../components/Link/index.ts';
import { Table } from '../../components/Table/index.ts';
import { DateText } from '../../components/DateText/index.ts';
import type { ScreenComponentProps } from '../../model/templates.ts';
import { PageHeading } from '../Layout/PageHeading.tsx';
import { PagerLinks } from '../ContentParts/PagerLinks.tsx';
import * as styles from '../ContentParts/ContentParts.css.ts';

export function ForumTopics({ model }: ScreenComponentProps<'forumTopics' | 'forumRecent'>) {
  const { screen, layout, labels } = model;
  const columns = model.contentType === 'forumRecent' ? labels.forumRecent : labels.forumTopics;
  const topicLabels = labels.forumTopics;
  const hasEdit = screen.topics.some((t) => t.edit);
  const rows = screen.topics.map((t) => {
    const title = t.url ? (
      <Link href={t.url} weight="semibold" underline="hover">
        {t.title}
      </Link>
    ) : (
      t.title
    );
    const cells = [
      t.category ? (
        <span key="t">
          {title} <span className={styles.muted}>{topicLabels.inCategory}</span>{' '}
          <Link href={t.category.url}>{t.category.label}</Link>
        </span>
      ) : (
        <span key="t">{title}</span>
      ),
      t.commentCount === null ? '' : String(t.commentCount),
      t.lastActive || t.lastBy ? (
        <span key="d">
          {t.lastActive ? <DateText value={t.lastActive} /> : null}
          {t.lastBy ? (
            <>
              {t.lastActive ? ' ' : null}
              <span className={styles.muted}>{topicLabels.lastBy}</span> <Link href={t.lastBy.url}>{t.lastBy.label}</Link>
            </>
          ) : null}
        </span>
      ) : (
        ''
      ),
    ];
    if (hasEdit)
      cells.push(
        t.edit ? (
          <Link key="e" href={t.edit.url} aria-label={t.edit.ariaLabel}>
            {t.edit.label}
          </Link>
        ) : (
          ''
        ),
      );
    return cells;
  });
  const head = [columns.topic, columns.comments, columns.lastActive];
  if (hasEdit) head.push(labels.forumTopics.editTopic);
  return (
    <Stack space="lg" data-screen={model.contentType}>
      <Breadcrumbs items={screen.breadcrumbs} label={labels.forumTopics.breadcrumbs} />
      <PageHeading layout={layout} heading={screen.heading} hidden={screen.headingHidden} />
      {screen.createTopic || screen.rss ? (
        <Inline space="sm">
          {screen.createTopic ? (
            <Button href={screen.createTopic.url} tone="brand">
              {screen.createTopic.label}
            </Button>
          ) : null}
          {screen.rss ? (
            <Link href={screen.rss.url} reloadDocument>
              {screen.rss.label}
            </Link>
          ) : null}
        </Inline>
      ) : null}
      {rows.length ? (
        <Table
          caption={screen.heading ?? layout.fallbackHeading ?? layout.title}
          hideCaption
          head={head}
          rows={rows}
          rowKeys={screen.topics.map((t, i) => `${t.url ?? t.title}-${i}`)}
          responsive="stack"
        />
      ) : screen.empty ? (
        <EmptyState title={screen.empty} />
      ) : null}
      <PagerLinks links={screen.pagination} label={screen.paginationLabel} />
    </Stack>
  );
}

export default ForumTopics;
