// DOM members read past DOM clobbering. Page content (a forum comment, a blog post, a profile field) may
// carry `<img name="currentScript">`, `<form name="baseURI">`, `<img name="createElement">` …: named
// elements become own properties of `document` that shadow the real members (the document's named
// properties override built-ins). The prototypes cannot be touched by content, so these helpers look the
// member up on the object's prototype chain and apply it to the object.
// ES5 only (var, function): portal.js, a classic script for old browsers too, uses them.

function descriptorOf(target: object, name: string): PropertyDescriptor | undefined {
  for (var proto = Object.getPrototypeOf(target); proto; proto = Object.getPrototypeOf(proto)) {
    var desc = Object.getOwnPropertyDescriptor(proto, name);
    if (desc) return desc;
  }
  return undefined;
}

/** `target[name]` as its prototype defines it (a getter or a value), whatever shadows it on the instance. */
export function readUnshadowed<T>(target: object, name: string): T | undefined {
  var desc = descriptorOf(target, name);
  if (!desc) return undefined;
  return (desc.get ? desc.get.call(target) : desc.value) as T;
}

/** `target[name](...args)` with the method of its prototype, whatever shadows it on the instance. */
export function callUnshadowed<T>(target: object, name: string, args: unknown[]): T {
  var desc = descriptorOf(target, name);
  var method = desc && desc.value;
  if (typeof method !== 'function')
    throw new TypeError(name + ' is not a method of ' + String(Object.prototype.toString.call(target)));
  return method.apply(target, args) as T;
}

/** marks the `<base>` the head script puts in `<head>` while the page is parsed (runtime/head.ts › guardBase) */
export var OWN_BASE_ATTRIBUTE = 'data-portal-own-base';

/**
 * The URL the server page's own relative URLs resolve against: the `href` of a `<base>` the server put in
 * its `<head>` (not the head script's own, `data-portal-own-base`), else the document's URL. Never `document.baseURI`: a `<base>` in page content (a forum
 * comment, a blog post) re-points that, and a named element called `baseURI` shadows it.
 */
export function baseUrlOf(doc: Document): string {
  var url = String(readUnshadowed<string>(doc, 'URL'));
  var head = readUnshadowed<Element | null>(doc, 'head');
  var children = head ? readUnshadowed<HTMLCollection>(head, 'children') : null;
  for (var i = 0; children && i < children.length; i++) {
    var child = children[i]!;
    if (String(readUnshadowed<string>(child, 'nodeName')).toUpperCase() !== 'BASE') continue;
    // the head script's own, while the page is parsed (runtime/head.ts › guardBase): the page's URL anyway
    if (callUnshadowed<boolean>(child, 'hasAttribute', [OWN_BASE_ATTRIBUTE])) continue;
    var href = callUnshadowed<string | null>(child, 'getAttribute', ['href']);
    if (href === null) continue;
    try {
      return new URL(href, url).href;
    } catch (e) {
      break;
    }
  }
  return url;
}

/**
 * The absolute http(s) URL of the classic script running now (`document.currentScript`, read off the
 * prototype so an `<img name="currentScript" src=…>` cannot stand in for it), or null. Its `src` attribute
 * is resolved against `baseUrlOf` — not read as the `src` property, which resolves against the document's
 * base URL, the one a `<base>` in content re-points.
 */
export function runningScriptUrl(doc: Document): string | null {
  var current = readUnshadowed<Element | null>(doc, 'currentScript');
  if (!current || Object.prototype.toString.call(current) !== '[object HTMLScriptElement]') return null;
  var src = callUnshadowed<string | null>(current, 'getAttribute', ['src']);
  if (!src) return null;
  try {
    var url = new URL(src, baseUrlOf(doc)).href;
    return /^https?:/i.test(url) ? url : null;
  } catch (e) {
    return null;
  }
}
