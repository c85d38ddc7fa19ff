// preloadBuilder (src/adapter/lazy.ts): a content type's builder module starts loading at once (while its
// extractors load), before any adapt asks for it; a common type's builders are in the entry (nothing to load).
import { describe, expect, it, vi } from 'vitest';
import { preloadBuilder } from './lazy.ts';

const loaded = vi.hoisted(() => ({ keys: 0 }));
vi.mock('./builders/keys.ts', async (original) => {
  loaded.keys += 1;
  return original();
});

describe('preloadBuilder', () => {
  it("starts loading the group's builder module", async () => {
    expect(loaded.keys).toBe(0);
    preloadBuilder('accountKeys');
    await vi.waitFor(() => expect(loaded.keys).toBe(1));
  });
});
