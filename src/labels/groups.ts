// Which part of the default labels (src/labels/en/*.ts) each label group is in. The deploy bundle carries
// the layout part in its entry and loads a page's part (account, keys, content or the interactive docs') with
// its screens (src/labels/defaults.ts): a page downloads the labels it can show, not all of them.
import { contentTypes, type ContentType } from '../model/contentTypes.ts';
import type { Labels } from '../model/labels.ts';

/** the page frame and the components: every page */
export type LayoutLabelGroup =
  | 'title'
  | 'titleAreaOnly'
  | 'layout'
  | 'primaryNav'
  | 'colorScheme'
  | 'userNav'
  | 'accountNav'
  | 'search'
  | 'quickSearch'
  | 'components';

/** the content pages' types (their screens are in the deploy build's `content` file) */
export const contentLabelGroups = [
  'fourOhFour',
  'noAccess',
  'page',
  'docs',
  'tos',
  'forumAll',
  'forumTopics',
  'forumRecent',
  'forumAddTopic',
  'forumSingle',
  'blogAll',
  'blogSingle',
  'profile',
] as const satisfies readonly (keyof Labels & ContentType)[];
export type ContentLabelGroup = (typeof contentLabelGroups)[number];

/** the interactive docs (their console is in the deploy build's `console` file, and so are their labels) */
export const ioDocsLabelGroups = ['ioDocs'] as const satisfies readonly (keyof Labels & ContentType)[];
export type IoDocsLabelGroup = (typeof ioDocsLabelGroups)[number];

/**
 * the keys and apps pages' types (their screens are in the deploy build's `keys` file, and so are their labels)
 * and the getting-started checklist they show (the join page's success shows it too: it loads this part)
 */
export const keysLabelGroups = [
  'accountKeys',
  'gettingStarted',
  'accountApps',
  'viewKeys',
  'appRegister',
  'appRegisterSuccess',
  'appEdit',
  'appAddAPIs',
  'appAddAPIsSuccess',
  'appAddAPIsError',
  'appDelete',
  'appError',
  'keyDelete',
  'keyActivity',
  'keySecret',
] as const satisfies readonly (keyof Labels)[];
export type KeysLabelGroup = (typeof keysLabelGroups)[number];

/** every other group: the account pages' types (sign-in, registration, profile forms, membership, contact) */
export type AccountLabelGroup = Exclude<keyof Labels, LayoutLabelGroup | ContentLabelGroup | IoDocsLabelGroup | KeysLabelGroup>;

/** the parts a page loads besides the layout's */
export type LabelPart = 'account' | 'keys' | 'content' | 'ioDocs';

/**
 * The parts a page of `type` loads besides the layout's: its own group's part (a type without a group of its
 * own: its screen's file's), and for the interactive docs the content part too (their screen's file).
 */
export function labelPartsOf(type: ContentType): LabelPart[] {
  if ((ioDocsLabelGroups as readonly string[]).includes(type)) return ['content', 'ioDocs'];
  if ((keysLabelGroups as readonly string[]).includes(type)) return ['keys'];
  // a new member's getting-started checklist (the keys pages' part: src/screens/Join/Join.tsx)
  if (type === 'joinSuccess') return ['account', 'keys'];
  // the search results: their group is the layout's (the search box shows the same labels), their screen a
  // content screen (it loaded the account file a round late, for no label of it)
  if (type === 'search') return ['content'];
  return [(contentLabelGroups as readonly string[]).includes(type) ? 'content' : 'account'];
}

/** The part a label group is in: null for the layout's (always loaded). */
export function labelGroupPart(group: string, layoutGroups: Record<string, unknown>): LabelPart | null {
  if (Object.prototype.hasOwnProperty.call(layoutGroups, group)) return null;
  if ((ioDocsLabelGroups as readonly string[]).includes(group)) return 'ioDocs';
  if ((keysLabelGroups as readonly string[]).includes(group)) return 'keys';
  return (contentLabelGroups as readonly string[]).includes(group) ? 'content' : 'account';
}

/** every label group outside the layout's is a content type's or the getting-started checklist */
export function isLabelGroupName(group: string): boolean {
  return group === 'gettingStarted' || (contentTypes as readonly string[]).includes(group);
}
/** (the compiler checks what isLabelGroupName relies on) */
export type AccountGroupsAreNamed = AccountLabelGroup | KeysLabelGroup extends ContentType | 'gettingStarted' ? true : never;
// Stryker disable next-line BooleanLiteral: equivalent — the check is the type; the value is never read
export const accountGroupsAreNamed: AccountGroupsAreNamed = true;
