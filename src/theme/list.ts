// Style objects shared by components and screens (spread into a vanilla-extract style, like focusRing):
// they add no class and no CSS of their own, so they never move CSS between the deploy files.

/** A list without markers or indent, its items one under another `gap` apart (checklists, key lists). */
export const stackedList = (gap: string) =>
  ({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap }) as const;
