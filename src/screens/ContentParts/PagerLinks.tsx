// The path pager of content lists (blog, forum topics): Older/Newer links in a labelled navigation.
import { Inline } from '../../components/Box/index.ts';
import { Link } from '../../components/Link/index.ts';
import type { LinkModel } from '../../model/screenModel.ts';

export interface PagerLinksProps {
  links: LinkModel[];
  label: string;
}

export function PagerLinks({ links, label }: PagerLinksProps) {
  if (!links.length) return null;
  return (
    <nav aria-label={label}>
      <Inline as="ul" space="md">
        {links.map((l) => (
          <li key={l.url}>
            <Link href={l.url} reloadDocument={l.reloadDocument} aria-label={l.ariaLabel}>
              {l.label}
            </Link>
          </li>
        ))}
      </Inline>
    </nav>
  );
}
