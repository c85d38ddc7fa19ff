// Previous / next page links at the end of a doc, in the docs navigation's order (the adapter's
// docsPager.ts): "Previous" / "Next" above the page title; absent at the ends. Plain links, loaded in place.
import type { DocsScreen } from '../../model/screenModel.ts';
import * as styles from './ContentParts.css.ts';
import { useAbsoluteUrl } from '../../components/Link/index.ts';

export function DocsPager({ pager }: { pager: DocsScreen['pager'] }) {
  const absolute = useAbsoluteUrl();
  const { previous, next } = pager;
  if (!previous && !next) return null;
  return (
    <nav aria-label={pager.label} className={styles.pager}>
      {previous ? (
        <a href={absolute(previous.url)} rel="prev" className={styles.pagerLink}>
          <span className={styles.pagerDirection}>{pager.previousLabel}</span>
          <span className={styles.pagerTitle}>{previous.label}</span>
        </a>
      ) : null}
      {next ? (
        <a href={absolute(next.url)} rel="next" className={`${styles.pagerLink} ${styles.pagerNext}`}>
          <span className={styles.pagerDirection}>{pager.nextLabel}</span>
          <span className={styles.pagerTitle}>{next.label}</span>
        </a>
      ) : null}
    </nav>
  );
}
