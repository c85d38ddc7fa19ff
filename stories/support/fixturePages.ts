// Fixture pages for stories, loaded one by one: each page under fixtures/pages is its own small chunk
// (a lazy import.meta.glob entry), fetched by the preview's loader (preview.tsx › loadStoryFixtures) before
// the story renders. A story opens with its own page only, not all 140-odd of them (issue 15: every screen
// story used to fetch one ~840 KB chunk holding every page). Which pages a story needs is read from how it
// loads them (support/fixtureSource.tsx: the tag of fixtureRender/contentStory/fromFixtures, or a `fixture`
// arg), so a story file needs no loader of its own.
const pages = import.meta.glob('../../fixtures/pages/*.html', { query: '?raw', import: 'default' }) as Record<
  string,
  () => Promise<string>
>;
const loaded = new Map<string, string>();
const key = (file: string) => `../../fixtures/pages/${file}`;

/** Fetches these fixture pages (once each); rejects on an unknown file. */
export async function loadFixturePages(files: readonly string[]): Promise<void> {
  await Promise.all(
    files.map(async (file) => {
      if (loaded.has(file)) return;
      const load = pages[key(file)];
      if (!load) throw new Error(`No fixture page fixtures/pages/${file}`);
      loaded.set(file, await load());
    }),
  );
}

/** A fixture page's HTML; it must have been loaded (throws, failing the story, otherwise). */
export function fixtureHtml(file: string): string {
  const html = loaded.get(file);
  if (html !== undefined) return html;
  if (!pages[key(file)]) throw new Error(`No fixture page fixtures/pages/${file}`);
  throw new Error(
    `fixtures/pages/${file} was not loaded before the story rendered: render it through fixtureRender, contentStory ` +
      `or fromFixtures, or name it in a \`fixture\` arg, so that the preview's loader fetches it`,
  );
}
