// Which fixture a story renders, taken from how the story loads it: the render helpers that build a screen
// from a fixture page (fixtureRender, contentStory, or a story file's own helper) tag the render function
// they return with the page's file name, and a story whose args name a `fixture` says so through its args.
// The preview decorator shows it under each story on the docs page ("Fixture: fixtures/pages/…"), so a
// reviewer knows which server page a screen story is, without anyone typing it by hand.
import type { ReactNode } from 'react';
import { vars } from '../../src/theme/index.ts';

const tagged = new WeakMap<object, string[]>();

/** Marks a story render function as rendering these fixture pages (file names in fixtures/pages). */
export function fromFixtures<F extends object>(render: F, ...files: string[]): F {
  tagged.set(render, files);
  return render;
}

/** The fixture pages a story renders: from its render function's tag, else from a `fixture` arg. */
export function storyFixtures(render: unknown, args: Record<string, unknown> | undefined): string[] {
  const fromRender = typeof render === 'function' ? tagged.get(render) : undefined;
  if (fromRender?.length) return fromRender;
  const arg = args?.fixture;
  return typeof arg === 'string' && arg.endsWith('.html') ? [arg] : [];
}

/** "Fixture: fixtures/pages/x.html" under a story on the docs page. */
export function FixtureCaption({ files }: { files: string[] }): ReactNode {
  return (
    <p
      data-story-fixture=""
      style={{
        margin: `${vars.space.md} 0 0`,
        fontFamily: vars.font.family.body,
        fontSize: vars.font.size.sm,
        color: vars.color.textMuted,
      }}
    >
      Fixture:{' '}
      {files.map((file, i) => (
        <span key={file}>
          {i > 0 ? ', ' : ''}
          <code style={{ fontFamily: vars.font.family.mono }}>fixtures/pages/{file}</code>
        </span>
      ))}
    </p>
  );
}
