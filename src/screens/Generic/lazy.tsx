// The deploy bundle's Generic screen: the same component, loaded on demand. Every content type has a
// registered screen, so the Generic screen (with ServerForm, the password checklist and the form controls)
// is only needed for a degraded model, a screen that failed, or a runtime HTML template's type — not on
// every page. vite.portal.config.ts resolves App.tsx's `./Generic/Generic.tsx` to this module for the deploy
// build only; tests and Storybook render the static module. App.tsx wraps it in Suspense.
import { lazy } from 'react';

export const Generic = lazy(() => import('../Generic/Generic.tsx').then((m) => ({ default: m.Generic })));
