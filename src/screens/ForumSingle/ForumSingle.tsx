// A forum topic: breadcrumbs, the subject, the opening post (the topic's own: its author, date and body,
// under the subject — not under a comments heading), then its replies under their own heading (author, date,
// edited date, body), and the reply form when the server offers one. Every body is user content, sanitised
// by ServerHtml, so markup and scripts in posts never run. The server lists the opening post first
// (`ol.comments > li`, server-markup.md › forumSingle).
import { Stack } from '../../components/Box/index.ts';
import { Breadcrumbs } from '../../components/Breadcrumbs/index.ts';
import { Text } from '../../components/Text/index.ts';
import type { ScreenComponentProps } from '../../model/templates.ts';
import { PageHeading } from '../Layout/PageHeading.tsx';
import * as styles from '../ContentParts/ContentParts.css.ts';
import { Byline } from '../ContentParts/Byline.tsx';
import { CommentList } from '../ContentParts/CommentList.tsx';
import { ContentBody } from '../ContentParts/ContentBody.tsx';
import { FormSection } from '../ContentParts/FormSection.tsx';

/** what the first render needs besides this chunk (screens/registry.ts › screenReady) */
export { contentPartsReady as ready } from '../ContentParts/partChunks.ts';

export function ForumSingle({ model }: ScreenComponentProps<'forumSingle'>) {
  const { screen, layout, labels } = model;
  const f = labels.forumSingle;
  const [opening, ...replies] = screen.comments;
  const byline = { postedBy: '', postedOn: '', edited: f.edited };
  return (
    <Stack space="xl" data-screen="forumSingle">
      <Stack space="sm">
        <Breadcrumbs items={screen.breadcrumbs} label={f.breadcrumbs} />
        <PageHeading layout={layout} heading={screen.heading} hidden={screen.headingHidden} />
      </Stack>
      {opening ? (
        <Stack as="article" space="sm" aria-labelledby={layout.headingId} className={styles.entry}>
          <Byline
            author={opening.author}
            authorName={opening.authorName}
            date={opening.created}
            edited={opening.edited}
            labels={byline}
          />
          <ContentBody segments={opening.bodySegments} labels={labels} idPrefix="forum-post-" />
        </Stack>
      ) : screen.empty ? (
        <Text as="p" tone="muted">
          {screen.empty}
        </Text>
      ) : null}
      {opening ? (
        <Stack as="section" space="md" aria-labelledby="forum-replies">
          <h2 id="forum-replies" className={styles.sectionHeading}>
            {f.replies}
          </h2>
          {replies.length ? (
            <CommentList comments={replies} labels={labels} idPrefix="forum-reply-" byline={byline} />
          ) : (
            <Text as="p" tone="muted">
              {f.noReplies}
            </Text>
          )}
        </Stack>
      ) : null}
      {screen.form ? <FormSection id="forum-reply" heading={f.reply} form={screen.form} labels={labels} /> : null}
    </Stack>
  );
}

export default ForumSingle;
