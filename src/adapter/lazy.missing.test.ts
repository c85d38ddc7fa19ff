// loadBuilder (src/adapter/lazy.ts) when a builder module has no builder for the page's type — a chunk of
// another build (a deployment in progress, a cached chunk): it rejects with a message naming the module, so
// the runtime shows the server page instead of a screen without props.
import { describe, expect, it, vi } from 'vitest';
import { loadBuilder } from './lazy.ts';

vi.mock('./builders/common.ts', () => ({ commonBuilders: {} }));
vi.mock('./builders/misc.ts', () => ({ miscBuilders: {} }));

describe('loadBuilder without the type’s builder', () => {
  it('rejects, naming the module it looked in', async () => {
    await expect(loadBuilder('search')).rejects.toThrow('adapter: no screen builder for search in builders/misc.ts');
    await expect(loadBuilder('fourOhFour')).rejects.toThrow('adapter: no screen builder for fourOhFour in the common builders');
  });
});
