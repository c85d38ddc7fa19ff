// A forum topic: breadcrumbs, the subject, every comment (author, date, edited date, body — user content,
// sanitised by ServerHtml, so markup and scripts in posts never run), and the reply form when the server
// offers one.
import { lazy, Suspense } from 'react';
import { Stack } from '../../components/Box/index.ts';
import { Breadcrumbs } from '../../components/Breadcrumbs/index.ts';
import { LoadingPlaceholder } from '../../components/LoadingPlaceholder/index.ts';
import { Text } from '../../components/Text/index.ts';
import type { ScreenComponentProps } from '../../model/templates.ts';
import { PageHeading } from '../Layout/PageHeading.tsx';
import * as styles from '../ContentParts/ContentParts.css.ts';
import { CommentList } from '../ContentParts/CommentList.tsx';

// The reply form is at the end of the page and only on some topics: its form components load with it.
const AccountForm = lazy(() => import('../AccountParts/AccountForm.tsx').then((m) => ({ default: m.AccountForm })));

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
      {screen.form ? (
        <Stack as="section" space="md" aria-labelledby="forum-reply">
          <h2 id="forum-reply" className={styles.sectionHeading}>
            {f.reply}
          </h2>
          <Suspense fallback={<LoadingPlaceholder label={labels.layout.loading} layout="lines" count={3} />}>
            <AccountForm form={screen.form} labels={labels} headingLevel={3} />
          </Suspense>
        </Stack>
      ) : null}
    </Stack>
  );
}

export default ForumSingle;
