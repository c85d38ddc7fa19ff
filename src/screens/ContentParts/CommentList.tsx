// Comments of a forum topic or blog post: author, date, "edited" date and the body. Bodies are user
// content: server HTML through ServerHtml (sanitised), never a form (allowForms false).
import { Stack } from '../../components/Box/index.ts';
import type { CommentModel, ExpandedLabels } from '../../model/screenModel.ts';
import { Byline } from './Byline.tsx';
import { ContentBody } from './ContentBody.tsx';
import * as styles from './ContentParts.css.ts';

export interface CommentListProps {
  comments: readonly CommentModel[];
  labels: ExpandedLabels;
  byline: { postedBy: string; postedOn: string; edited?: string };
  /** id prefix for the comments' sanitised HTML; each comment adds its position */
  idPrefix: string;
  /** accessible name of the list */
  label?: string;
}

export function CommentList({ comments, labels, byline, idPrefix, label }: CommentListProps) {
  if (!comments.length) return null;
  return (
    <Stack as="ol" space="lg" aria-label={label}>
      {comments.map((c, i) => (
        <li key={i}>
          <Stack as="article" space="sm" className={styles.entry}>
            <Byline author={c.author} authorName={c.authorName} date={c.created} edited={c.edited} labels={byline} />
            <ContentBody segments={c.bodySegments} labels={labels} idPrefix={`${idPrefix}${i + 1}-`} className={styles.measure} />
          </Stack>
        </li>
      ))}
    </Stack>
  );
}
