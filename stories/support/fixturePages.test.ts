// Stories fetch their own fixture page only (issue 15): a page is loaded on demand, and a story that
// renders a page nobody loaded fails with a message saying how to name it.
import { describe, expect, it } from 'vitest';
import { fixtureHtml, loadFixturePages } from './fixturePages.ts';
import { fixtureFiles, modelFromFixture } from './fixtureModel.ts';

describe('fixture pages for stories', () => {
  it('is loaded on demand, and not before', async () => {
    expect(() => fixtureHtml('signin.html')).toThrow(/was not loaded before the story rendered/);
    await loadFixturePages(['signin.html']);
    expect(fixtureHtml('signin.html')).toMatch(/<!DOCTYPE html>/i);
  });

  it('rejects an unknown page, loaded or not', async () => {
    await expect(loadFixturePages(['nope.html'])).rejects.toThrow('No fixture page fixtures/pages/nope.html');
    expect(() => fixtureHtml('nope.html')).toThrow('No fixture page fixtures/pages/nope.html');
  });

  it('builds the model from the slim manifest (url and status per page)', async () => {
    expect(fixtureFiles()).toContain('tos.html');
    await loadFixturePages(['tos.html']);
    const model = modelFromFixture('tos.html');
    expect(model.contentType).toBe('tos');
  });
});
