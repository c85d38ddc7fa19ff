// Seeded DOM mutations for the extraction fuzzer: remove, duplicate, reorder and empty random elements,
// drop or alter attributes and classes, truncate text (including script text). Deterministic per seed.

export type Rand = () => number;

/** mulberry32: a small, fast, deterministic PRNG. */
export function rng(seed: number): Rand {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(r: Rand, list: readonly T[]): T | undefined => list[Math.floor(r() * list.length)];

/** Class tokens and ids the extractor looks at, so mutations hit the interesting paths. */
const CLASSES = [
  'page-page',
  'page-docs',
  'page-ioDocs',
  'page-forum',
  'page-blog',
  'page-apps',
  'page-key',
  'page-member',
  'page-profile',
  'page-login',
  'page-search',
  'page-logout',
  'page-contact',
  'not-found',
  'please-login',
  'permission-denied',
  'mykeys',
  'myapps',
  'register',
  'select',
  'error',
  'reset',
  'lost',
  'join',
  'edit',
  'delete',
  'browse',
  'failed',
  'moved',
  'key',
  'application',
  'section-body',
  'section',
  'success',
  'failure',
  'result',
  'no-result',
  'active',
  'require',
  'descr',
  'action',
  'new-key',
  'page-info',
  'endpointList',
  'method',
  'first',
];
const IDS = [
  'page',
  'main',
  'sub',
  'local',
  'footer',
  'user-nav',
  'branding-logo',
  'myaccount',
  'errors',
  'lost',
  'signin',
  'paging',
  'mashery-logout-form',
  'application-edit',
  'member-edit',
  'member-register',
  'passwd_requirements',
  'date_selector',
  'apiId',
  'siteinfo',
];
const VALUES = [
  '',
  ' ',
  'javascript:alert(1)',
  'JaVaScRiPt:x',
  'data:text/html,<b>',
  'vbscript:x',
  '%E0%A4%A',
  'http://[::1',
  '//evil.example/x',
  'Api_terms_of_use',
  '../../..',
  '?a=1&b=2#c',
  'true-2-1-x-y',
  'false--1-',
  '\u0000\uffff',
  '"\'<>&',
  '{{labels.x}}',
  'x'.repeat(2000),
  '2017-08-21T09:30:00Z',
  'mashery.globals.x = function(){}',
  '9999999999999999999999',
  '-1',
  'NaN',
];
const TEXTS = [
  '',
  'Not Found',
  'New Keys Issued',
  'E-mail Sent',
  'You have been removed!',
  'View Member ',
  'Previous',
  '\u00a0',
  'We have sent a confirmation e-mail to you at this address: ',
  'mashery.globals.noMarkdown = ',
  '<script>',
  '});',
  "'apiSchemas', {",
];

const FRAME = new Set(['HTML', 'HEAD', 'BODY']);

export interface Mutation {
  op: string;
  target: string;
}

function describe(el: Element): string {
  const id = el.getAttribute('id');
  const cls = el.getAttribute('class');
  return `${el.tagName.toLowerCase()}${id ? `#${id}` : ''}${cls ? `.${cls.trim().split(/\s+/).join('.')}` : ''}`.slice(0, 80);
}

/** A random element; half of the time from #main (where the content is), otherwise from the whole document. */
function element(r: Rand, doc: Document, movable: boolean): Element | undefined {
  const main = doc.getElementById('main');
  const pool = Array.from((r() < 0.5 && main ? main : doc).querySelectorAll('*'));
  const list = movable ? pool.filter((e) => !FRAME.has(e.tagName.toUpperCase())) : pool;
  return pick(r, list);
}

const OPS: Record<string, (r: Rand, doc: Document) => string | null> = {
  remove(r, doc) {
    const el = element(r, doc, true);
    if (!el) return null;
    el.remove();
    return describe(el);
  },
  duplicate(r, doc) {
    const el = element(r, doc, true);
    if (!el?.parentNode) return null;
    el.parentNode.insertBefore(el.cloneNode(true), el.nextSibling);
    return describe(el);
  },
  reorder(r, doc) {
    const el = element(r, doc, true);
    const parent = el?.parentElement;
    if (!el || !parent) return null;
    const sibling = pick(r, Array.from(parent.children));
    if (r() < 0.2) doc.body?.appendChild(el);
    else parent.insertBefore(el, sibling ?? null);
    return describe(el);
  },
  empty(r, doc) {
    const el = element(r, doc, false);
    if (!el || el.tagName.toUpperCase() === 'HTML') return null;
    while (el.firstChild) el.removeChild(el.firstChild);
    return describe(el);
  },
  dropAttribute(r, doc) {
    const el = element(r, doc, false);
    const name = el ? pick(r, el.getAttributeNames()) : undefined;
    if (!el || !name) return null;
    el.removeAttribute(name);
    return `${describe(el)}[${name}]`;
  },
  alterAttribute(r, doc) {
    const el = element(r, doc, false);
    if (!el) return null;
    const name = pick(r, [...el.getAttributeNames(), 'href', 'title', 'action', 'value', 'src', 'data-sitekey', 'datetime'])!;
    el.setAttribute(name, name === 'id' ? pick(r, IDS)! : pick(r, VALUES)!);
    return `${describe(el)}[${name}]`;
  },
  alterClass(r, doc) {
    const el = r() < 0.35 ? doc.body : element(r, doc, false);
    if (!el) return null;
    const tokens = (el.getAttribute('class') ?? '').split(/\s+/).filter(Boolean);
    if (tokens.length && r() < 0.5) tokens.splice(Math.floor(r() * tokens.length), 1);
    else tokens.push(pick(r, CLASSES)!);
    el.setAttribute('class', tokens.join(' '));
    return describe(el);
  },
  truncateText(r, doc) {
    const el = element(r, doc, false);
    const node = el
      ? pick(
          r,
          Array.from(el.childNodes).filter((n) => n.nodeType === 3),
        )
      : undefined;
    if (!node) return null;
    const t = node.nodeValue ?? '';
    node.nodeValue =
      r() < 0.3 ? t.slice(0, Math.floor(r() * t.length)) + pick(r, TEXTS)! : t.slice(0, Math.floor(r() * t.length));
    return describe(el!);
  },
};

const NAMES = Object.keys(OPS);

/** Applies `count` random mutations to the document in place; returns what was done. */
export function mutate(doc: Document, r: Rand, count: number): Mutation[] {
  const done: Mutation[] = [];
  for (let i = 0; i < count * 3 && done.length < count; i++) {
    const op = pick(r, NAMES)!;
    const target = OPS[op]!(r, doc);
    if (target !== null) done.push({ op, target });
  }
  return done;
}
