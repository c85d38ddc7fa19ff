// Templates: how a brand team or an admin replaces a layout region or a whole screen.
//  - Build time (theme.config.ts `templates`): React components, typed by the models below.
//  - Runtime (`window.portalOptions.templates`): HTML strings with {{placeholders}}, expanded by the
//    adapter (values HTML-escaped) and rendered through ServerHtml (sanitised). `null` removes a region.
// A runtime HTML template wins over a build-time component for the same region / content type.
import type { ComponentType, ReactNode } from 'react';
import type { ContentType } from './contentTypes.ts';
import type { ScreenModel } from './screenModel.ts';
import type { RegionName } from './templateNames.ts';

export { regionNames, isTemplateName, type RegionName, type TemplateName } from './templateNames.ts';
export type { RuntimeTemplates } from './settings.ts';

export interface RegionProps {
  /** the whole model of the page (layout, labels, screen) */
  model: ScreenModel;
  region: RegionName;
  /** the default rendering of this region, for templates that wrap rather than replace it */
  children: ReactNode;
}

export interface ScreenComponentProps<K extends ContentType = ContentType> {
  model: ScreenModel<K>;
}

export type ScreenComponent<K extends ContentType = ContentType> = ComponentType<ScreenComponentProps<K>>;

/** Build-time templates (theme.config.ts): React components. */
export type Templates = {
  regions?: Partial<Record<RegionName, ComponentType<RegionProps>>>;
  screens?: { [K in ContentType]?: ScreenComponent<K> };
};
