// Story support for the content screens (issue 7): a fixture page through the real extractor and adapter
// into a screen, optionally with stand-in runtime services; shared play-function checks.
import { useMemo, type ComponentType } from 'react';
import { expect } from 'storybook/test';
import { ServicesContext, type PortalServices } from '../../src/screens/services.ts';
import { modelFromFixture, type FixtureOptions } from './fixtureModel.ts';
import { fromFixtures } from './fixtureSource.tsx';
import type { ContentType, ScreenModel } from '../../src/model/screenModel.ts';

/** A story render function: the screen for a fixture page's model (built once per mount). */
export function contentStory<K extends ContentType>(
  Screen: ComponentType<{ model: ScreenModel<K> }>,
  file: string,
  options: FixtureOptions = {},
  services: PortalServices | null = null,
) {
  function Render() {
    const model = useMemo(() => modelFromFixture<K>(file, options), []);
    return (
      <ServicesContext.Provider value={services}>
        <Screen model={model} />
      </ServicesContext.Provider>
    );
  }
  return fromFixtures(() => <Render />, file);
}

export interface RecordedRequest {
  url: string;
  method: string;
  contentType: string | null;
  /** the X-Ajax-Synchronization-Token header, null when absent */
  token: string | null;
  /** urlencoded or multipart fields (a file as its name) */
  fields: [string, string][];
}

/**
 * Runtime services for the interactive docs stories: `request` records what the console sends (fields and
 * the synchronization token header) and answers with `answer(fields)` after `delay` ms (a mocked
 * /io-docs/call-api proxy); nothing leaves the story.
 */
export function consoleServices(answer: (fields: URLSearchParams) => Response | Promise<Response>, delay = 150) {
  const requests: RecordedRequest[] = [];
  const services: PortalServices & { requests: RecordedRequest[] } = {
    requests,
    assets: {
      async loadScript() {},
      async loadStyle() {},
      async reloadScript() {},
    },
    navigate() {},
    signOut: () => true,
    async request(url, init) {
      const body = init?.body;
      const fields =
        body instanceof FormData
          ? new URLSearchParams([...body.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : v.name]))
          : new URLSearchParams(typeof body === 'string' ? body : '');
      const headers = new Headers(init?.headers);
      requests.push({
        url,
        method: init?.method ?? 'GET',
        contentType: headers.get('Content-Type'),
        token: headers.get('X-Ajax-Synchronization-Token'),
        fields: [...fields.entries()],
      });
      await new Promise((resolve) => setTimeout(resolve, delay));
      return answer(fields);
    },
  };
  return services;
}

/**
 * Nothing from user content ran or was kept executable: no scripts, frames, inline handlers or
 * `javascript:` links inside `root`, and the fixtures' payload counter `window.__xss` was never set.
 */
export async function expectInert(root: HTMLElement) {
  await expect(root.querySelectorAll('script, iframe, object, embed')).toHaveLength(0);
  const withHandlers = Array.from(root.querySelectorAll('*')).filter((el) => el.getAttributeNames().some((n) => /^on/i.test(n)));
  await expect(withHandlers).toEqual([]);
  const unsafe = Array.from(root.querySelectorAll('[href], [src], [action]'))
    .map((el) => el.getAttribute('href') ?? el.getAttribute('src') ?? el.getAttribute('action') ?? '')
    .filter((url) => /^\s*(javascript|vbscript|data:text)/i.test(url));
  await expect(unsafe).toEqual([]);
  await expect((window as { __xss?: unknown }).__xss).toBeUndefined();
}
