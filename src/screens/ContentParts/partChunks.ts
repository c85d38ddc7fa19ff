// The chunks a content body may need besides the screen: the Markdown component and CodeBlock (one chunk in
// the deploy build, with marked). LazyCodeBlock.tsx renders them; the content screens export
// contentPartsReady as `ready` (screens/registry.ts › screenReady), so the app waits for them before the first
// render of a body with Markdown or code samples and the body renders once — not its placeholder (the source
// through ServerHtml, sanitised and inserted) and then itself.
import { lazyComponent } from '../lazyComponent.tsx';
import type { BodySegment } from '../../model/screenModel.ts';

export const CodeBlock = lazyComponent(() =>
  import('../../components/CodeBlock/CodeBlock.tsx').then((m) => ({ default: m.CodeBlock })),
);
export const Markdown = lazyComponent(() =>
  import('../../components/Markdown/Markdown.tsx').then((m) => ({ default: m.Markdown })),
);

type WithSegments = { bodySegments?: readonly BodySegment[] } | null | undefined;

/** The segment kinds of a screen's bodies: page/docs/post body, the post of a post page, posts, comments. */
function kindsOf(screen: unknown): Set<BodySegment['kind']> {
  const kinds = new Set<BodySegment['kind']>();
  const add = (holder: WithSegments) => {
    for (const segment of holder?.bodySegments ?? []) kinds.add(segment.kind);
  };
  if (!screen || typeof screen !== 'object') return kinds;
  const s = screen as { post?: WithSegments; posts?: WithSegments[]; comments?: WithSegments[] } & WithSegments;
  add(s);
  add(s.post);
  for (const post of Array.isArray(s.posts) ? s.posts : []) add(post);
  for (const comment of Array.isArray(s.comments) ? s.comments : []) add(comment);
  return kinds;
}

/** Resolves when the components a screen's bodies need are loaded (screens export it as `ready`); rejects when one fails. */
export function contentPartsReady(model: { screen: unknown }): Promise<unknown> {
  const kinds = kindsOf(model.screen);
  const loads: Promise<unknown>[] = [];
  if (kinds.has('markdown')) loads.push(Markdown.load());
  if (kinds.has('code')) loads.push(CodeBlock.load());
  return Promise.all(loads);
}
