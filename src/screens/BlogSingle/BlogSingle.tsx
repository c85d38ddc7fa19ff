// A blog post: its title (the page heading), author and date, 'Edit Post' only when the server offers the
// editor link, the full body (server HTML with highlighted legacy code blocks), the comments and the comment
// form when the server offers one.
import { Inline, Stack } from '../../components/Box/index.ts';
import { Button } from '../../components/Button/index.ts';
import type { ScreenComponentProps } from '../../model/templates.ts';
import { PageHeading } from '../Layout/PageHeading.tsx';
import * as styles from '../ContentParts/ContentParts.css.ts';
import { Byline } from '../ContentParts/Byline.tsx';
import { CommentList } from '../ContentParts/CommentList.tsx';
import { ContentBody } from '../ContentParts/ContentBody.tsx';
import { FormSection } from '../ContentParts/FormSection.tsx';

/** what the first render needs besides this chunk (screens/registry.ts › screenReady) */
export { contentPartsReady as ready } from '../ContentParts/partChunks.ts';

export function BlogSingle({ model }: ScreenComponentProps<'blogSingle'>) {
  const { screen, layout, labels } = model;
  const { post } = screen;
  return (
    <Stack space="xl" data-screen="blogSingle">
      <Stack space="sm">
        <PageHeading layout={layout} heading={screen.heading} hidden={screen.headingHidden} />
        {post ? (
          <Byline
            author={post.author}
            authorName={post.authorName}
            date={post.published}
            extra={post.commentCount}
            labels={screen.bylineLabels}
          />
        ) : null}
        {post?.edit ? (
          <Inline space="sm">
            <Button href={post.edit.url} variant="soft" size="sm" reloadDocument>
              {post.edit.label}
            </Button>
          </Inline>
        ) : null}
      </Stack>
      {post ? <ContentBody segments={post.bodySegments} labels={labels} idPrefix="post-" className={styles.measure} /> : null}
      {screen.comments.length ? (
        <Stack as="section" space="md" aria-labelledby="blog-comments">
          <h2 id="blog-comments" className={styles.sectionHeading}>
            {screen.commentsHeading}
          </h2>
          <CommentList
            comments={screen.comments}
            labels={labels}
            idPrefix="comment-"
            byline={{ ...screen.bylineLabels, edited: labels.forumSingle.edited }}
          />
        </Stack>
      ) : null}
      {screen.form ? (
        <FormSection id="blog-comment-form" heading={screen.formHeading} form={screen.form} labels={labels} />
      ) : null}
    </Stack>
  );
}

export default BlogSingle;
