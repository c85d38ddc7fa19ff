// LinkList: the server's follow-up links (next steps, ways back) as a bulleted list; nothing when there are none.
import { Stack } from '../../components/Box/index.ts';
import { Link } from '../../components/Link/index.ts';
import type { LinkModel } from '../../model/screenModel.ts';

/** The server's follow-up links (next steps, ways back) as a bulleted list; nothing when there are none. */
export function LinkList({ links }: { links: readonly LinkModel[] }) {
  if (!links.length) return null;
  return (
    <Stack as="ul" space="xs" markers>
      {links.map((l) => (
        <li key={`${l.url} ${l.label}`}>
          <Link href={l.url} aria-label={l.ariaLabel} reloadDocument={l.reloadDocument} underline="hover">
            {l.label}
          </Link>
        </li>
      ))}
    </Stack>
  );
}
