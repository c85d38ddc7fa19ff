// Forum index: every category with its description, topic and comment counts, the latest topic and the
// last activity; the RSS feed. Category descriptions are server HTML (sanitised); names are text.
import { Inline, Stack } from '../../components/Box/index.ts';
import { EmptyState } from '../../components/EmptyState/index.ts';
import { Link } from '../../components/Link/index.ts';
import { ServerHtml } from '../../components/ServerHtml/index.ts';
import { Table } from '../../components/Table/index.ts';
import { DateText } from '../../components/DateText/index.ts';
import type { ScreenComponentProps } from '../../model/templates.ts';
import { PageHeading } from '../Layout/PageHeading.tsx';
import * as styles from '../ContentParts/ContentParts.css.ts';

const count = (n: number | null) => (n === null ? '' : String(n));

export function ForumAll({ model }: ScreenComponentProps<'forumAll'>) {
  const { screen, layout, labels } = model;
  const f = labels.forumAll;
  const rows = screen.categories.map((c, i) => [
    <Stack key="c" space="2xs">
      {c.url ? (
        <Link href={c.url} weight="semibold" underline="hover">
          {c.title}
        </Link>
      ) : (
        <strong>{c.title}</strong>
      )}
      {c.description ? (
        <ServerHtml
          html={c.description.html}
          prose={false}
          allowForms={false}
          idPrefix={`forum-category-${i + 1}-`}
          className={styles.muted}
        />
      ) : null}
      {c.edit ? (
        <span>
          <Link href={c.edit.url}>{c.edit.label}</Link>
        </span>
      ) : null}
    </Stack>,
    count(c.topicCount),
    count(c.commentCount),
    c.lastTopic ? (
      <Link key="t" href={c.lastTopic.url}>
        {c.lastTopic.label}
      </Link>
    ) : (
      ''
    ),
    c.lastActive ? <DateText key="d" value={c.lastActive} /> : '',
  ]);
  return (
    <Stack space="lg" data-screen="forumAll">
      <PageHeading layout={layout} heading={screen.heading} hidden={screen.headingHidden} />
      {screen.recent || screen.rss ? (
        <Inline as="p" space="md">
          {screen.recent ? <Link href={screen.recent.url}>{screen.recent.label}</Link> : null}
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
          head={[f.category, f.topics, f.comments, f.lastTopic, f.lastActive]}
          rows={rows}
          rowKeys={screen.categories.map((c, i) => `${c.url ?? c.title}-${i}`)}
          responsive="stack"
        />
      ) : screen.empty ? (
        <EmptyState title={screen.empty} />
      ) : null}
    </Stack>
  );
}

export default ForumAll;
