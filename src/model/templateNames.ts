// The names templates are keyed by: a layout region or a content type (build-time templates in
// theme.config.ts, runtime HTML templates in portalOptions.templates; see templates.ts).
import { contentTypes, type ContentType } from './contentTypes.ts';

export const regionNames = ['userNav', 'primaryNav', 'secondaryNav', 'main', 'footer1', 'footer2'] as const;
export type RegionName = (typeof regionNames)[number];

export type TemplateName = RegionName | ContentType;

export function isTemplateName(name: string): name is TemplateName {
  return (regionNames as readonly string[]).includes(name) || (contentTypes as readonly string[]).includes(name);
}
