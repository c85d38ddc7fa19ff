// Templates: how a brand team or an admin replaces a layout region or a whole screen.
//  - Build time (theme.config.ts `templates`): React components, typed by the models below.
//  - Runtime (`window.portalOptions.templates`): HTML strings with {{placeholders}}, expanded by the
//    adapter (values HTML-escaped) and rendered through ServerHtml (sanitised). `null` removes a region.
// A runtime HTML template wins over a build-time component for the same region / content type.
import type { ComponentType, ReactNode } from 'react';
import { contentTypes, type ContentType } from '../extract/types.ts';
import type { ScreenModel } from './types.ts';

export const regionNames = ['userNav', 'primaryNav', 'secondaryNav', 'main', 'footer1', 'footer2'] as const;
export type RegionName = (typeof regionNames)[number];

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

/** Runtime templates (portalOptions.templates): an HTML string with placeholders, or null to remove a region. */
export type RuntimeTemplates = { [regionOrContentType: string]: string | null };

export type TemplateName = RegionName | ContentType;

export function isTemplateName(name: string): name is TemplateName {
  return (regionNames as readonly string[]).includes(name) || (contentTypes as readonly string[]).includes(name);
}
