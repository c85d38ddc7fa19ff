// A blog post: its title (the page heading), author and date, 'Edit Post' only when the server offers the
// editor link, the full body (server HTML with highlighted legacy code blocks), and the comments.
import { Stack } from '../../components/Box/index.ts';
import { Button } from '../../components/Button/index.ts';
import type { ScreenComponentProps } from '../../adapter/templates.ts';
import { PageHeading } from '../Layout/PageHeading.tsx';
import { Byline } from '../ContentParts/Byline.tsx';
import { CommentList } from '../ContentParts/CommentList.tsx';
import { ContentBody } from '../ContentParts/ContentBody.tsx';
import * as styles from '../ContentParts/ContentParts.css.ts';

export function BlogSingle({ model }: ScreenComponentProps<'blogSingle'>) {
  const { screen, layout, labels } = model;
  const { post } = screen;
  return (
    <Stack space="xl" data-screen="blogSingle">
      <Stack space="sm">
        <PageHeading layout={layout} heading={screen.heading} hidden={screen.headingHidden} />
        {post ? <Byline author={post.author} authorName={post.authorName} date={post.published} extra={post.commentCount} labels={screen.bylineLabels} /> : null}
        {post?.edit ? (
          <div className={styles.toolbar}>
            <Button href={post.edit.url} variant="soft" size="sm" reloadDocument>{post.edit.label}</Button>
          </div>
        ) : null}
      </Stack>
      {post ? <ContentBody body={post.body} labels={labels} idPrefix="post-" pageHeading={screen.headingHidden ? null : screen.heading} /> : null}
      {screen.comments.length ? (
        <section className={styles.section} aria-labelledby="blog-comments">
          <h2 id="blog-comments" className={styles.sectionHeading}>{screen.commentsHeading}</h2>
          <CommentList comments={screen.comments} labels={labels} idPrefix="comment-" byline={{ ...screen.bylineLabels, edited: labels.forumSingle.edited }} />
        </section>
      ) : null}
    </Stack>
  );
}

export default BlogSingle;
