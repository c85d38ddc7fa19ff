// DOM clobbering: a named element in page content becomes an own property of `document` that shadows the
// real member. happy-dom does not create named properties, so each test shadows the member the same way
// the browser does — an own property on the document instance — and checks the helpers read past it.
import { afterEach, describe, expect, it } from 'vitest';
import { baseUrlOf, callUnshadowed, readUnshadowed, runningScriptUrl } from './unshadowed.ts';

const shadowed: string[] = [];
function shadow(name: string, value: unknown): void {
  Object.defineProperty(document, name, { configurable: true, value });
  shadowed.push(name);
}
afterEach(() => {
  for (const name of shadowed.splice(0)) delete (document as unknown as Record<string, unknown>)[name];
});

function attackerImage(): HTMLImageElement {
  const img = document.createElement('img');
  img.setAttribute('src', 'https://attacker.invalid/evil.js');
  return img;
}

describe('unshadowed DOM access', () => {
  it('runningScriptUrl ignores an <img name="currentScript"> and reports no URL outside a running script', () => {
    shadow('currentScript', attackerImage());
    expect((document as unknown as { currentScript: unknown }).currentScript).toBeInstanceOf(HTMLImageElement); // the clobbering is real
    expect(runningScriptUrl(document)).toBeNull();
  });

  it('runningScriptUrl returns the src of the real running script', () => {
    const script = document.createElement('script');
    script.src = 'https://portal.example/files/portal.js';
    // the browser's getter, on the document's own prototype, reports the running script
    const proto = Object.getPrototypeOf(document) as object;
    const own = Object.getOwnPropertyDescriptor(proto, 'currentScript');
    Object.defineProperty(proto, 'currentScript', { configurable: true, get: () => script });
    try {
      shadow('currentScript', attackerImage());
      expect(runningScriptUrl(document)).toBe('https://portal.example/files/portal.js');
    } finally {
      if (own) Object.defineProperty(proto, 'currentScript', own);
      else delete (proto as Record<string, unknown>).currentScript;
    }
  });

  it('baseUrlOf ignores a <form name="baseURI">', () => {
    const real = document.baseURI;
    const form = document.createElement('form');
    form.setAttribute('action', 'https://attacker.invalid/');
    shadow('baseURI', form);
    expect(baseUrlOf(document)).toBe(real);
    expect(new URL('/files/x.js', baseUrlOf(document)).origin).toBe(new URL(real).origin);
  });

  it("baseUrlOf ignores a <base> in content (the document's URL), keeps the server's own in <head>", () => {
    const content = document.createElement('base');
    content.setAttribute('href', 'https://attacker.invalid/x/');
    document.body.appendChild(content);
    try {
      expect(document.baseURI).toBe('https://attacker.invalid/x/'); // the content base is in effect
      expect(baseUrlOf(document)).toBe(document.URL);
      const own = document.createElement('base');
      own.setAttribute('href', '/portal/');
      document.head.appendChild(own);
      try {
        expect(baseUrlOf(document)).toBe(new URL('/portal/', document.URL).href);
      } finally {
        own.remove();
      }
    } finally {
      content.remove();
    }
  });

  it("runningScriptUrl resolves a relative src against the page, never a content <base> (as Chromium's src getter does)", () => {
    const content = document.createElement('base');
    content.setAttribute('href', 'https://attacker.invalid/x/');
    document.body.appendChild(content);
    const script = document.createElement('script');
    script.setAttribute('src', '/files/portal.js');
    // Chromium's src getter resolves against the document's base URL (happy-dom's against its URL)
    Object.setPrototypeOf(
      script,
      Object.create(HTMLScriptElement.prototype, {
        src: { get: () => new URL(script.getAttribute('src') ?? '', document.baseURI).href },
      }) as object,
    );
    const proto = Object.getPrototypeOf(document) as object;
    const own = Object.getOwnPropertyDescriptor(proto, 'currentScript');
    Object.defineProperty(proto, 'currentScript', { configurable: true, get: () => script });
    try {
      expect(script.src).toBe('https://attacker.invalid/files/portal.js');
      expect(runningScriptUrl(document)).toBe(new URL('/files/portal.js', document.URL).href);
    } finally {
      if (own) Object.defineProperty(proto, 'currentScript', own);
      else delete (proto as Record<string, unknown>).currentScript;
      content.remove();
    }
  });

  it('callUnshadowed uses the prototype method when createElement / appendChild are shadowed', () => {
    const [a, b] = [attackerImage(), attackerImage()];
    shadow('createElement', a);
    shadow('head', b);
    const el = callUnshadowed<HTMLElement>(document, 'createElement', ['script']);
    expect(el.tagName).toBe('SCRIPT');
    const head = readUnshadowed<HTMLHeadElement>(document, 'head')!;
    expect(head.tagName).toBe('HEAD');
    callUnshadowed(head, 'appendChild', [el]);
    expect(el.parentNode).toBe(head);
    el.remove();
  });

  it('callUnshadowed throws a TypeError for a name that is not a method', () => {
    expect(() => callUnshadowed(document, 'noSuchMethod', [])).toThrow(TypeError);
  });

  it('readUnshadowed: a member no prototype defines is undefined; callUnshadowed names what is not a method', () => {
    expect(readUnshadowed(document, 'noSuchMember')).toBeUndefined();
    expect(() => callUnshadowed(document, 'noSuchMethod', [])).toThrow(/^noSuchMethod is not a method of \[object \w+\]$/);
  });
});

describe('baseUrlOf: the first usable <base href> in <head>', () => {
  function inHead(...elements: HTMLElement[]): () => void {
    for (const e of elements) document.head.appendChild(e);
    return () => elements.forEach((e) => e.remove());
  }
  function element(tag: string, attributes: Record<string, string>): HTMLElement {
    const e = document.createElement(tag);
    for (const [k, v] of Object.entries(attributes)) e.setAttribute(k, v);
    return e;
  }

  it("skips other elements with an href, the head script's own base and a base without href", () => {
    const remove = inHead(
      element('link', { rel: 'stylesheet', href: 'https://cdn.example/css/' }),
      element('base', { href: 'https://own.example/', 'data-portal-own-base': '' }),
      element('base', { target: '_blank' }),
      element('base', { href: '/portal/' }),
    );
    try {
      expect(baseUrlOf(document)).toBe(new URL('/portal/', document.URL).href);
    } finally {
      remove();
    }
  });

  it('a first <base> whose href does not parse: the document URL (a later one is not used)', () => {
    const remove = inHead(element('base', { href: 'http://[bad' }), element('base', { href: '/portal/' }));
    try {
      expect(baseUrlOf(document)).toBe(document.URL);
    } finally {
      remove();
    }
  });
});

describe('runningScriptUrl: only a running script with an http(s) src', () => {
  function running(current: Element | null, check: () => void): void {
    const proto = Object.getPrototypeOf(document) as object;
    const own = Object.getOwnPropertyDescriptor(proto, 'currentScript');
    Object.defineProperty(proto, 'currentScript', { configurable: true, get: () => current });
    try {
      check();
    } finally {
      if (own) Object.defineProperty(proto, 'currentScript', own);
      else delete (proto as Record<string, unknown>).currentScript;
    }
  }
  const script = (src: string | null) => {
    const s = document.createElement('script');
    if (src !== null) s.setAttribute('src', src);
    return s;
  };

  it('an element that is not a script, an inline script, a non-http(s) or unparsable src: null', () => {
    running(attackerImage(), () => expect(runningScriptUrl(document)).toBeNull());
    running(script(null), () => expect(runningScriptUrl(document)).toBeNull());
    running(script('data:text/javascript,http://x.example/'), () => expect(runningScriptUrl(document)).toBeNull());
    running(script('http://[bad'), () => expect(runningScriptUrl(document)).toBeNull());
    running(script('HTTP://portal.example/p.js'), () => expect(runningScriptUrl(document)).toBe('http://portal.example/p.js'));
  });
});
