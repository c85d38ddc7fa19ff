export interface ServerAction {
  key: string;
  kind: 'link' | 'form';
  text: string;
  where: 'body' | 'sub' | 'heading' | 'main';
}
export interface FoundActions {
  server: ServerAction[];
  themed: string[];
  self: string | null;
}
export const COLLECT: string;
export const ACTION_ALLOW_LIST: { key: RegExp; types?: string[]; where?: string[]; reason: string }[];
export function lostActions(found: FoundActions, contentType: string): ServerAction[];
