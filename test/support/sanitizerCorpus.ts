// Inputs for the sanitiser's differential check against DOMPurify (ServerHtml.sanitizer.stories.tsx, in
// Chromium) and its unit tests (cleanTree.test.ts, happy-dom): the shapes that have broken HTML sanitisers —
// mutation XSS through namespaces and raw-text elements, parser repairs (foster parenting, nested forms and
// links), DOM clobbering of the walk, attribute values that close comments or elements, URL schemes hidden by
// whitespace and entities — and the everyday content of a portal's pages. Each entry: [name, html].

const deep = (depth: number, open: string, close: string, inner: string): string =>
  open.repeat(depth) + inner + close.repeat(depth);

export const sanitizerCorpus: Array<[string, string]> = [
  // mutation XSS: namespaces
  [
    'mXSS: math mtext mglyph style',
    '<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;/mglyph&gt;&lt;img&Tab;src=1&Tab;onerror=alert(1)&gt;">',
  ],
  ['mXSS: math mtext form nesting', '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>'],
  ['mXSS: svg foreignObject', '<svg><foreignObject><p>in</p><img src=x onerror=alert(1)></foreignObject></svg><p>after</p>'],
  ['mXSS: svg desc and title', '<svg><desc><p>d</p></desc><title><b>t</b></title></svg>'],
  ['mXSS: svg style comment', '<svg><style><img src=x onerror=alert(1)></style></svg>'],
  [
    'mXSS: math annotation-xml',
    '<math><annotation-xml encoding="text/html"><style><img src=x onerror=alert(1)></style></annotation-xml></math>',
  ],
  ['mXSS: malignmark', '<math><mi><malignmark><svg><style><img src=x onerror=alert(1)>'],
  ['mXSS: svg a xlink', '<svg><a xlink:href="javascript:alert(1)"><text x="1" y="1">x</text></a></svg>'],
  ['mXSS: noscript title', '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>'],
  ['mXSS: noembed', '<noembed><img title="</noembed><img src=x onerror=alert(1)>"></noembed>'],
  ['mXSS: noframes', '<noframes><img title="</noframes><img src=x onerror=alert(1)>"></noframes>'],
  ['mXSS: xmp', '<xmp><img src=x onerror=alert(1)></xmp>'],
  ['mXSS: plaintext', '<p>before</p><plaintext><img src=x onerror=alert(1)>'],
  ['mXSS: iframe text', '<iframe><img src=x onerror=alert(1)></iframe>'],
  ['mXSS: textarea with tags', '<textarea><img src=x onerror=alert(1)></textarea>'],
  ['mXSS: title in body', '<title><img src=x onerror=alert(1)></title><p>t</p>'],
  ['mXSS: style in body', '<p>a</p><style>p{color:red}</style><p>b</p>'],
  ['mXSS: select with markup', '<select><option><img src=x onerror=alert(1)>o</option><button>b</button><div>d</div></select>'],
  ['mXSS: selectedcontent', '<select><button><selectedcontent></selectedcontent></button><option>o</option></select>'],
  ['mXSS: template nested', '<template><template><img src=x onerror=alert(1)></template></template><p>x</p>'],
  ['mXSS: comment bang close', '<!-- a --!><img src=x onerror=alert(1)> -->'],
  ['mXSS: comment with markup', '<p><!--<img src=x onerror=alert(1)>-->text</p>'],
  ['mXSS: text then comment in p', '<p><!--x-->&lt;b&gt;</p>'],
  ['mXSS: cdata', '<p><![CDATA[<img src=x onerror=alert(1)>]]></p>'],
  ['mXSS: processing instruction', '<?xml-stylesheet href="javascript:alert(1)"?><p>x</p>'],
  ['mXSS: escaped markup in p', '<p>&lt;img src=x onerror=alert(1)&gt;</p>'],
  ['mXSS: escaped markup in pre', '<pre>&lt;script&gt;alert(1)&lt;/script&gt;</pre>'],
  // parser repairs
  ['repair: table foster parenting', '<table><tr><td>a</td></tr><b>fostered</b><img src=x onerror=alert(1)></table>'],
  ['repair: table with font', '<table><font><tr><td>x</td></tr></font></table>'],
  ['repair: nested forms', '<form action="/a"><div></form><form action="/b"><input name="q"></form></div>'],
  ['repair: nested links', '<a href="/1"><font><a href="/2">two</a></font></a>'],
  ['repair: p in button', '<button><p>x</p></button>'],
  ['repair: unwrap inside p', '<p><object><div>x</div></object></p>'],
  ['repair: li outside list', '<li>a</li><li>b</li>'],
  ['repair: unclosed tags', '<div><span>a<b>b<i>c'],
  ['repair: stray end tags', '</div></p>text</span><br/>'],
  [
    'repair: html head body tags',
    '<html><head><title>T</title><meta charset="utf-8"><link rel="stylesheet" href="x.css"></head><body class="page"><p>x</p></body></html>',
  ],
  ['repair: body attributes', '<body onload="alert(1)" class="x"><p>x</p>'],
  ['repair: deep nesting', deep(300, '<div>', '</div>', '<b>deep</b>')],
  ['repair: deep unwrap', deep(200, '<font>', '</font>', '<i>deep</i>')],
  ['repair: unwrap keeps order', '<center>1<font>2<b>3</b>4</font>5</center><marquee>6</marquee>'],
  ['repair: custom elements', '<x-card title="t"><x-body><p>p</p></x-body></x-card><my-el is="x">m</my-el>'],
  ['repair: is attribute', '<p is="fancy-p">p</p><button is="my-button" type="button">b</button>'],
  ['repair: leading whitespace', '  \n\t<p>x</p>'],
  ['repair: leading text', 'text first <b>bold</b>'],
  ['repair: lone lt', 'a < b and c > d, <b>bold</b>'],
  ['repair: entities', '<p>&amp; &lt; &gt; &quot; &#39; &nbsp; &copy; &#x1F600; &unknown;</p>'],
  ['repair: forbidden contents', '<audio src="a.mp3">no audio</audio><video>no video</video><head><b>h</b></head><p>x</p>'],
  [
    'repair: media and embeds',
    '<object data="x.swf"><param name="a" value="b">fallback</object><embed src="x"><applet>ap</applet>',
  ],
  // clobbering the walk
  ['clobber: form attributes', '<form action="/f"><input name="attributes"><b>x</b></form><p>after</p>'],
  ['clobber: form nodeName', '<form><input name="nodeName"></form>'],
  ['clobber: form removeChild', '<form><input id="removeChild"><img src=x onerror=alert(1)></form>'],
  ['clobber: form childNodes', '<form><input name="childNodes"><img src=x onerror=alert(1)></form>'],
  ['clobber: form firstChild', '<form><input name="firstChild"><img src=x onerror=alert(1)></form><p>x</p>'],
  ['clobber: form nextSibling', '<form><input name="nextSibling"></form><img src=x onerror=alert(1)><p>x</p>'],
  ['clobber: form parentNode', '<div><form><input name="parentNode"></form></div>'],
  ['clobber: form getAttributeNames', '<form class="note"><input name="getAttributeNames"></form>'],
  ['clobber: form closest', '<form><input name="closest"><input name="hasAttribute"><input name="querySelector"></form>'],
  ['clobber: form namespaceURI', '<form><input name="namespaceURI"></form>'],
  ['clobber: form textContent', '<form><input name="textContent"></form>'],
  [
    'clobber: globals by id and name',
    '<img name="cookie" src="a.png"><a id="location" name="body" href="/x">x</a><form name="forms"><input name="action"></form>',
  ],
  // attributes
  ['attr: comment close in title', '<p title="--><img src=x onerror=alert(1)>">x</p>'],
  ['attr: bang comment close', '<p title="--!>">x</p>'],
  ['attr: cdata close', '<p title="]]>">x</p>'],
  ['attr: end style in title', '<p title="</style><img src=x>">x</p><p title="</textarea>">y</p>'],
  ['attr: self-closing in value', '<a href="/x" title="a/>b">x</a>'],
  ['attr: for outside label', '<div for="x">d</div><label for="x">l</label><output for="x">o</output><input id="x">'],
  ['attr: patchsrc', '<div patchsrc="#x">d</div>'],
  ['attr: attributename href', '<a href="/x" title="attributeName" name="href">x</a>'],
  ['attr: data and handlers', '<div data-full-load="1" data-x="y" onclick="alert(1)" onmouseover=alert(1) ONERROR="x">d</div>'],
  ['attr: style srcset formaction', '<img src="a.png" srcset="b.png 2x" style="x"><button formaction="/x">b</button>'],
  [
    'attr: aria with urls',
    '<div aria-label="javascript:alert(1)" aria-describedby="help" aria-x-y="z">d</div><p id="help">h</p>',
  ],
  ['attr: duplicate attributes', '<a href="/a" href="javascript:alert(1)" title="1" title="2">x</a>'],
  ['attr: uppercase names', '<A HREF="/x" TITLE="t" TARGET="_BLANK">x</A>'],
  ['attr: value whitespace', '<input value="  spaced  " name=" n " placeholder="  p  ">'],
  ['attr: empty values', '<input value="" disabled checked><a href="">x</a><img src="" alt="">'],
  ['attr: unknown attributes', '<p foo="bar" xmlns="http://www.w3.org/1999/xhtml" xml:lang="en" lang="en" dir="rtl">x</p>'],
  ['attr: width with colon', '<img src="a.png" width="a:b" height="10px" alt="a:b">'],
  [
    'attr: rel merge',
    '<a href="/x" target="_blank" rel="nofollow noopener">x</a><a href="/y" target="evil">y</a><a href="/z" target="_self" rel="">z</a>',
  ],
  [
    'attr: class filter',
    '<p class="note _1kc portal-theme-dark language-js brush: js; gutter: false highlight">x</p><pre class="brush: bash; first-line: 10; x: portal-theme-dark">c</pre>',
  ],
  [
    'attr: ids and references',
    '<h2 id="limits">L</h2><a href="#limits">to</a><a href="#">top</a><label for="q">Q</label><input id="q" list="opts" form="f"><table><tr><th id="h">h</th><td headers="h">d</td></tr></table>',
  ],
  [
    'attr: names',
    '<a name="anchor">a</a><img name="pic" src="a.png"><input name="email"><select name="s"><option>1</option></select><textarea name="t"></textarea><button name="b">b</button><output name="o"></output><form name="f"></form>',
  ],
  // URLs
  [
    'url: schemes',
    '<a href="https://a.example/x">1</a><a href="http://a">2</a><a href="mailto:a@b.c">3</a><a href="tel:+1">4</a><a href="ftp://x">5</a><a href="sms:1">6</a><a href="xmpp:x">7</a><a href="foo:bar">8</a><a href="irc://x">9</a>',
  ],
  [
    'url: relative',
    '<a href="/abs">1</a><a href="rel/x">2</a><a href="./x">3</a><a href="../x">4</a><a href="?q=1">5</a><a href="#frag">6</a><a href="//evil.example/x">7</a><a href="x:y/z">8</a>',
  ],
  [
    'url: hidden javascript',
    '<a href="java&#x09;script:alert(1)">1</a><a href="&#x6A;avascript:alert(1)">2</a><a href=" javascript:alert(1)">3</a><a href="javascript&colon;alert(1)">4</a><a href="JaVaScRiPt:alert(1)">5</a><a href="\u0001javascript:alert(1)">6</a><a href="java\nscript:alert(1)">7</a>',
  ],
  [
    'url: data',
    '<img src="data:image/png;base64,iVBORw0KGgo="><img src="data:image/svg+xml,<svg onload=alert(1)>"><img src=" data:image/gif;base64,R0lGOD"><a href="data:image/png;base64,xx">d</a><img src="DATA:image/png;base64,xx">',
  ],
  [
    'url: action and cite',
    '<form action="javascript:alert(1)"><input></form><form action="/ok" method="post"></form><blockquote cite="javascript:alert(1)">q</blockquote><q cite="https://x">q</q>',
  ],
  ['url: src on non-img', '<input type="image" src="javascript:alert(1)"><input type="image" src="data:image/png;base64,xx">'],
  // content blocks and prose
  [
    'blocks: card grid',
    '<div class="block-cards"><div class="block-card"><h3>Weather API</h3><p>Forecasts.</p><a href="/docs/weather">Read the docs</a> <a href="/io-docs">Try it</a></div><div class="block-card"><h3>Maps API</h3><a href="/docs/maps">Read the docs: Maps API</a></div></div>',
  ],
  [
    'blocks: hero and callout',
    '<div class="block-hero"><h1>Build</h1><p class="block-lead">Lead</p><p class="block-actions"><a href="/apps/register">Get a key</a></p></div><div class="block-callout warning"><p>Careful</p></div>',
  ],
  [
    'tables: headless and headed',
    '<table><tr><td>a</td><td>b</td></tr></table><table><thead><tr><th>h</th></tr></thead><tbody><tr><td>d</td></tr></tbody></table><table data-portal-headless><tr><th>x</th></tr></table>',
  ],
  [
    'tables: colgroup caption tfoot',
    '<table><caption>C</caption><colgroup><col span="2"></colgroup><tbody><tr><td colspan="2" rowspan="1" scope="row">x</td></tr></tbody><tfoot><tr><td>f</td></tr></tfoot></table>',
  ],
  [
    'prose: lists details code',
    '<ol start="3" reversed><li>a</li></ol><dl><dt>t</dt><dd>d</dd></dl><details open><summary>s</summary><p>p</p></details><pre><code class="language-js">const a = 1 &lt; 2;</code></pre><p><kbd>Ctrl</kbd>+<kbd>K</kbd> <time datetime="2024-01-01">Jan</time></p>',
  ],
  [
    'prose: images',
    '<figure><img src="/a.png" alt="A" width="100" height="50"><figcaption>Fig</figcaption></figure><img src="/b.png" loading="eager" alt="">',
  ],
  [
    'forms: a whole form',
    '<form action="/login/login" method="post" enctype="multipart/form-data" accept-charset="utf-8" novalidate autocomplete="off"><fieldset><legend>Sign in</legend><label for="handle">User</label><input id="handle" name="handle" type="text" required maxlength="30" pattern="[a-z]+" autocomplete="username"><select name="c" multiple size="3"><optgroup label="g"><option value="1" selected>1</option></optgroup></select><textarea name="m" rows="3" cols="20" wrap="soft" readonly></textarea><input type="checkbox" name="r" checked><button type="submit" disabled>Go</button></fieldset></form>',
  ],
  ['text: only entities', '&lt;script&gt;alert(1)&lt;/script&gt; <b>b</b>'],
  ['text: braces', '<p>{{settings.labels}} ${x} <%= y %></p>'],
];
