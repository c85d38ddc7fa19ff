// Blog list: each post's title (link), author, published date, an excerpt of the post's text (250
// characters, cut by the adapter) and 'Read more'; editors also get the post's Edit link; the pages of the
// blog (newer / older posts) and the RSS feed.
import { Inline, Stack } from '../../components/Box/index.ts';
import { EmptyState } from '../../components/EmptyState/index.ts';
import { Link } from '../../components/Link/index.ts';
import type { PostModel } from '../../model/screenModel.ts';
import type { ScreenComponentProps } from '../../model/templates.ts';
import { PageHeading } from '../Layout/PageHeading.tsx';
import { Byline } from '../ContentParts/Byline.tsx';
import * as styles from '../ContentParts/ContentParts.css.ts';
import { PagerLinks } from '../ContentParts/PagerLinks.tsx';

function PostSummary({
  post,
  index,
  ellipsis,
  byline,
}: {
  post: PostModel;
  index: number;
  ellipsis: string;
  byline: { postedBy: string; postedOn: string };
}) {
  const titleId = `blog-post-${index + 1}`;
  return (
    <Stack as="article" space="sm" className={styles.entry} aria-labelledby={post.title ? titleId : undefined}>
      {post.title ? (
        <h2 id={titleId} className={styles.entryTitle}>
          {post.url ? (
            <Link href={post.url} underline="hover">
              {post.title}
            </Link>
          ) : (
            post.title
          )}
        </h2>
      ) : null}
      <Byline author={post.author} authorName={post.authorName} date={post.published} extra={post.commentCount} labels={byline} />
      {post.excerpt?.text ? (
        <p className={styles.excerpt} data-excerpt="">
          {post.excerpt.text}
          {post.excerpt.truncated ? ellipsis : null}
        </p>
      ) : null}
      {post.readMore || post.edit ? (
        <Inline space="sm">
          {post.readMore ? (
            <Link href={post.readMore.url} aria-label={post.readMore.ariaLabel} weight="semibold">
              {post.readMore.label}
            </Link>
          ) : null}
          {post.edit ? (
            <Link href={post.edit.url} aria-label={post.title ? `${post.edit.label}: ${post.title}` : undefined}>
              {post.edit.label}
            </Link>
          ) : null}
        </Inline>
      ) : null}
    </Stack>
  );
}

export function BlogAll({ model }: ScreenComponentProps<'blogAll'>) {
  const { screen, layout, labels } = model;
  return (
    <Stack space="lg" data-screen="blogAll">
      <PageHeading layout={layout} heading={screen.heading} hidden={screen.headingHidden} />
      {screen.rss ? (
        <Inline as="p" space="sm">
          <Link href={screen.rss.url} reloadDocument>
            {screen.rss.label}
          </Link>
        </Inline>
      ) : null}
      {screen.posts.length ? (
        <Stack as="ol" space="lg">
          {screen.posts.map((post, i) => (
            <li key={`${post.url ?? ''}-${i}`}>
              <PostSummary post={post} index={i} ellipsis={labels.blogAll.ellipsis} byline={screen.bylineLabels} />
            </li>
          ))}
        </Stack>
      ) : screen.empty ? (
        <EmptyState title={screen.empty} />
      ) : null}
      <PagerLinks links={screen.pagination} label={screen.paginationLabel} />
    </Stack>
  );
}

export default BlogAll;
