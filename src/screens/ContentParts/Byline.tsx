// Who wrote a post or comment and when: "By amy on September 21, 2017 · 2 comments". Author names are
// user-controlled text: rendered as text (a link when the server linked the profile).
import type { DateModel, LinkModel } from '../../model/screenModel.ts';
import { Link } from '../../components/Link/index.ts';
import { DateText } from '../../components/DateText/index.ts';
import * as styles from './ContentParts.css.ts';

export interface BylineProps {
  author: LinkModel | null;
  authorName: string | null;
  date: DateModel | null;
  /** 'By' / 'on' — empty strings leave the word out */
  labels: { postedBy: string; postedOn: string; edited?: string };
  edited?: DateModel | null;
  /** e.g. the server's '2 comments' */
  extra?: string | null;
}

export function Byline({ author, authorName, date, labels, edited, extra }: BylineProps) {
  const name = author ? <Link href={author.url}>{author.label}</Link> : authorName;
  if (!name && !date && !edited && !extra) return null;
  return (
    <p className={styles.byline}>
      {name ? (
        <span>
          {labels.postedBy ? `${labels.postedBy} ` : null}
          {name}
        </span>
      ) : null}
      {date ? (
        <span>
          {labels.postedOn && name ? `${labels.postedOn} ` : null}
          <DateText value={date} />
        </span>
      ) : null}
      {edited && labels.edited ? (
        <span>
          {/* the server's own phrase ("edited Mar 2") keeps its wording: no "(Edited edited Mar 2)" */}
          {edited.text.toLowerCase().includes(labels.edited.toLowerCase()) ? '(' : `(${labels.edited} `}
          <DateText value={edited} />)
        </span>
      ) : null}
      {extra ? <span>· {extra}</span> : null}
    </p>
  );
}
