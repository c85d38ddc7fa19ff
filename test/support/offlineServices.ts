// What the runtime hands the App (PortalServices) with nothing that reaches the network: for tests that render
// whole fixture pages through the App. `withOptional` adds every optional service the runtime offers, so every
// part it enables is rendered too.
import type { PortalServices } from '../../src/screens/services.ts';

export function offlineServices(origin: string, withOptional = false): PortalServices {
  return {
    origin,
    assets: { loadScript: () => Promise.resolve(), loadStyle: () => Promise.resolve(), reloadScript: () => Promise.resolve() },
    navigate: () => {},
    signOut: () => false,
    request: () => Promise.reject(new Error('no network in this test')),
    callLegacy: () => false,
    rememberNotice: () => {},
    ...(withOptional
      ? {
          searchPage: () => Promise.resolve({ hits: [], total: 0 }),
          pageQuery: { get: () => null, set: () => {} },
          preference: { get: () => null, set: () => {} },
        }
      : {}),
  };
}
