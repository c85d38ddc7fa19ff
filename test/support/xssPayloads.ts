// XSS payloads for ServerHtml: used by the unit tests (happy-dom) and the Storybook play functions (Chromium).
// Every payload must neither execute nor survive. `window.__xss` is what a payload would set.

export const payloads: Array<[string, string]> = [
  ['img onerror', '<img src=x onerror="window.__xss=1">'],
  ['svg onload', '<svg onload="window.__xss=1"><circle r="4"/></svg>'],
  ['javascript: href', '<a href="javascript:window.__xss=1">click</a>'],
  ['mixed-case javascript: href with spaces', '<a href=" JaVaScRiPt:window.__xss=1">click</a>'],
  ['entity-encoded javascript: href', '<a href="&#106;avascript:window.__xss=1">click</a>'],
  ['tab inside scheme', '<a href="java\tscript:window.__xss=1">click</a>'],
  ['vbscript: href', '<a href="vbscript:msgbox(1)">click</a>'],
  ['data: html href', '<a href="data:text/html;base64,PHNjcmlwdD53aW5kb3cuX194c3M9MTwvc2NyaXB0Pg==">click</a>'],
  ['script breakout', '</script><script>window.__xss=1</script>'],
  ['plain script', '<script>window.__xss=1</script>'],
  ['iframe srcdoc', '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>'],
  ['iframe src javascript', '<iframe src="javascript:parent.__xss=1"></iframe>'],
  ['form action javascript', '<form action="javascript:window.__xss=1"><button>go</button></form>'],
  ['button formaction', '<form action="/ok"><button formaction="javascript:window.__xss=1">go</button></form>'],
  ['math mXSS', '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=1">'],
  ['noscript mXSS', '<noscript><p title="</noscript><img src=x onerror=window.__xss=1>">'],
  ['svg style mXSS', '<svg></p><style><a id="</style><img src=1 onerror=window.__xss=1>">'],
  ['style element', '<style>body{background:url("javascript:window.__xss=1")}</style><p>text</p>'],
  ['style attribute', '<p style="background:url(javascript:window.__xss=1)">text</p>'],
  ['object/embed', '<object data="javascript:window.__xss=1"></object><embed src="javascript:window.__xss=1">'],
  ['body onload', '<body onload="window.__xss=1"><p>x</p></body>'],
  ['details ontoggle', '<details open ontoggle="window.__xss=1"><summary>s</summary></details>'],
  ['input onfocus autofocus', '<input autofocus onfocus="window.__xss=1">'],
  ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:window.__xss=1">'],
  ['base href', '<base href="javascript:/"><a href="/x">x</a>'],
  ['template', '<template><img src=x onerror="window.__xss=1"></template>'],
  ['img data:svg', '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">'],
];

export const dangerous =
  /<script|<style|<iframe|<object|<embed|<svg|<math|<meta|<base|<template|<noscript|\son\w+=|javascript:|vbscript:|data:text|data:image\/svg|style=|formaction|srcdoc/i;
