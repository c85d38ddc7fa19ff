// A forum topic: breadcrumbs, the subject, every comment (author, date, edited date, body — user content,
// sanitised by ServerHtml, so markup and scripts in posts never run), and the reply form when the server
// offers one.
import { Stack } from '../../components/Box/index.ts';
import { Breadcrumbs } from '../../components/Breadcrumbs/index.ts';
import { Text } from '../../components/Text/index.ts';
import type { ScreenComponentProps } from '../../model/templates.ts';
import { PageHeading } from '../Layout/PageHeading.tsx';
import * as styles from '../ContentParts/ContentParts.css.ts';
import { CommentList } from '../ContentParts/CommentList.tsx';
import { FormSection } from '../ContentParts/FormSection.tsx';

/** what the first render needs besides this chunk (screens/registry.ts › screenReady) */
export { contentPartsReady as ready } from '../ContentParts/partChunks.ts';

export function ForumSingle({ model }: ScreenComponentProps<'forumSingle'>) {
  const { screen, layout, labels } = model;
  const f = labels.forumSingle;
  return (
    <Stack space="xl" data-screen="forumSingle">
      <Stack space="sm">
        <Breadcrumbs items={screen.breadcrumbs} label={f.breadcrumbs} />
        <PageHeading layout={layout} heading={screen.heading} hidden={screen.headingHidden} />
      </Stack>
      <Stack as="section" space="md" aria-labelledby="forum-comments">
        <h2 id="forum-comments" className={styles.sectionHeading}>
          {f.comments}
        </h2>
        {screen.comments.length ? (
          <CommentList
            comments={screen.comments}
            labels={labels}
            idPrefix="forum-comment-"
            byline={{ postedBy: '', postedOn: '', edited: f.edited }}
          />
        ) : screen.empty ? (
          <Text as="p" tone="muted">
            {screen.empty}
          </Text>
        ) : null}
      </Stack>
      {screen.form ? <FormSection id="forum-reply" heading={f.reply} form={screen.form} labels={labels} /> : null}
    </Stack>
  );
}

export default ForumSingle;
