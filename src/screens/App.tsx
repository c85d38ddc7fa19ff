// The App: the layout shell around the screen for `model.contentType`.
// Screen choice, first match wins:
//   1. a runtime HTML template for this content type (portalOptions.templates.<type>) → ServerHtml;
//   2. a React template from theme.config.ts (templates.screens.<type>);
//   3. the registered screen (src/screens/registry.ts), loaded lazily;
//   4. the Generic screen — also when the model is degraded or a screen throws (never a blank page).
//      The deploy bundle loads it on demand (Generic/lazy.tsx, see vite.portal.config.ts), so it is always
//      rendered inside Suspense.
import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { UrlBaseContext } from '../components/Link/index.ts';
import { LoadingPlaceholder } from '../components/Skeleton/index.ts';
import { ServerHtml } from '../components/ServerHtml/index.ts';
import { urlBaseFor } from '../lib/absoluteUrl.ts';
import type { ScreenComponent, Templates } from '../model/templates.ts';
import type { ScreenModel } from '../model/screenModel.ts';
import { Generic } from './Generic/Generic.tsx';
import { Layout } from './Layout/Layout.tsx';
import { PageHeading } from './Layout/PageHeading.tsx';
import { screenRegistry } from './registry.ts';
import { ServicesContext, type PortalServices } from './services.ts';

export interface AppProps {
  model: ScreenModel;
  /** build-time templates from theme.config.ts */
  templates?: Templates;
  /** runtime services (assets, navigation …); absent in Storybook and unit tests */
  services?: PortalServices | null;
}

interface BoundaryProps {
  fallback: ReactNode;
  children?: ReactNode;
}

/** A screen that throws while rendering is replaced by the Generic screen for the same model. */
class ScreenBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }
  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.warn('[portal] screen failed, showing the generic screen instead:', error, info.componentStack ?? '');
  }
  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : (this.props.children ?? null);
  }
}

function Loading({ model }: { model: ScreenModel }) {
  // data-screen-fallback + aria-busy: the runtime waits for this to be replaced before it reports the page as rendered
  return (
    <div data-screen-fallback="" aria-busy="true">
      <LoadingPlaceholder label={model.labels.layout.loading} layout="page" />
    </div>
  );
}

export function Screen({ model, templates }: { model: ScreenModel; templates?: Templates }) {
  const generic = (
    <Suspense fallback={<Loading model={model} />}>
      <Generic model={model} />
    </Suspense>
  );
  if (model.template) {
    return (
      <>
        {/<h1\b/i.test(model.template.html) ? null : (
          <PageHeading layout={model.layout} heading={(model.screen as { heading?: string | null }).heading ?? null} hidden />
        )}
        <ServerHtml html={model.template.html} data-template={model.contentType} />
      </>
    );
  }
  if (model.degraded) return generic;
  const Custom = templates?.screens?.[model.contentType] as ScreenComponent | undefined;
  const Registered = screenRegistry[model.contentType] as ScreenComponent | undefined;
  const Chosen = Custom ?? Registered;
  if (!Chosen) return generic;
  return (
    <ScreenBoundary key={`${model.contentType} ${model.url}`} fallback={generic}>
      <Suspense fallback={<Loading model={model} />}>
        <Chosen model={model} />
      </Suspense>
    </ScreenBoundary>
  );
}

export function App({ model, templates, services = null }: AppProps) {
  // every link and form action is written absolute: the shown page's URL on the portal's origin (issue 33)
  return (
    <ServicesContext.Provider value={services}>
      <UrlBaseContext.Provider value={urlBaseFor(model.url, services?.origin)}>
        <Layout model={model} templates={templates}>
          <Screen model={model} templates={templates} />
        </Layout>
      </UrlBaseContext.Provider>
    </ServicesContext.Provider>
  );
}

export default App;
