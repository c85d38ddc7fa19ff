// I/O Docs: what the API's admins write (an API's description blocks, a method's or a parameter's
// description) is content. Markup planted there — an element with the API's settings id, a picker, a
// synchronization token, a credentials form, an endpoint list, an intro — never becomes the page's own
// part: the extraction of every part but the description that holds it stays what the clean page gives.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractPage } from '../../src/extract/index.ts';
import { parseHtml } from './parse.ts';
import { as } from './helpers.ts';

const PAGE = readFileSync(join(import.meta.dirname, '../../fixtures/pages/ioDocs.html'), 'utf8');
const URL = 'https://developer.acme.example/io-docs';

const EVIL_KEYS = JSON.stringify([{ key: 'EVILKEY', secret: 'EVILSECRET', application: 'Steered' }]).replace(/"/g, '&quot;');
/** every part the I/O Docs extractor reads from the page outside a method */
const PLANT =
  `<div id="api712" class="apiSettings" data-api-id="712" data-auth-type="oauth2" data-available-keys="${EVIL_KEYS}" data-auth-flows="[&quot;implicit&quot;]"></div>` +
  '<select id="apiId" name="apiId"><option value="666" selected>Steered API</option></select>' +
  '<h2 id="apiTitle">Steered title</h2>' +
  '<form class="credentials" id="credentials"><input type="hidden" name="ajax_synchronization_token" value="STEERED"><input name="steered" id="steered"></form>' +
  '<input type="hidden" name="ajax_synchronization_token" value="STEERED2">' +
  '<input type="hidden" name="enable_high_security_secret_management" value="1">' +
  '<ul class="endpointList" id="apiId666" data-api-id="666"><li class="endpoint"><h3 class="title"><span class="name">Steered endpoint</span></h3>' +
  '<ul class="methods"><li class="method"><div class="title"><span class="http-method">DELETE</span> <span class="name">Steered</span> <span class="uri">/evil</span></div></li></ul></li></ul>' +
  '<p class="introText">Steered intro</p>' +
  '<div id="apiDescription712" class="apiDescription">Steered description twin</div>';

function ioDocs(html: string) {
  return as(extractPage(parseHtml(html), URL), 'ioDocs').content;
}

/** the parts outside the descriptions (a description, and the main HTML around them, keep what the author wrote) */
function frameParts({ mainHtml: _main, ...c }: ReturnType<typeof ioDocs>) {
  return {
    ...c,
    apis: c.apis.map(({ descriptionHtml: _d, endpoints, ...api }) => ({
      ...api,
      endpoints: endpoints.map((e) => ({ ...e, methods: e.methods.map(({ description: _m, ...m }) => m) })),
    })),
  };
}

describe('I/O Docs: the admins\u2019 descriptions are content', () => {
  const clean = ioDocs(PAGE);

  it('the fixture holds what the planted parts would steer', () => {
    expect(clean.apis).toHaveLength(1);
    expect(clean.apis[0]!.auth?.type).toBe('key');
    expect(clean.token).toBe('f3a9c2d4e5b6a7980112233445566778');
  });

  it('planted in the API description block, before the real settings: nothing of the page changes', () => {
    const steered = ioDocs(PAGE.replace('<p>Forecasts and alerts for 200,000 cities.</p>', `<p>Forecasts.</p>${PLANT}`));
    expect(JSON.stringify(frameParts(steered))).not.toMatch(/STEERED|EVIL|Steered/);
    expect(frameParts(steered)).toEqual(frameParts(clean));
    expect(steered.apis[0]!.descriptionHtml).toContain('Steered description twin');
  });

  it('planted in a method\u2019s description: nothing outside that description changes', () => {
    const steered = ioDocs(
      PAGE.replace(
        '<span class="description">Daily forecast for a city.</span>',
        `<span class="description">Daily.${PLANT}</span>`,
      ),
    );
    expect(JSON.stringify({ ...frameParts(steered), apis: steered.apis.map((a) => ({ ...a, endpoints: [] })) })).not.toMatch(
      /STEERED|EVIL|Steered/,
    );
    expect(frameParts(steered)).toEqual(frameParts(clean));
    // the API's own description blocks only: a twin planted in the method's description is not added
    expect(steered.apis[0]!.descriptionHtml).toBe(clean.apis[0]!.descriptionHtml);
  });

  it('planted in a parameter\u2019s description: the method keeps its own parameters, controls and form', () => {
    const row =
      '<table class="parameters"><tr class="required"><td class="name">evil</td><td class="parameter"><input name="params[evil]" value="x" required></td>' +
      '<td class="type">string</td></tr></table><select name="params[steered]"><option value="1" selected>1</option></select>';
    const steered = ioDocs(
      PAGE.replace('<td class="description"><p>City name.</p></td>', `<td class="description"><p>City name.</p>${row}</td>`),
    );
    const method = (c: ReturnType<typeof ioDocs>) => c.apis[0]!.endpoints[0]!.methods[0]!;
    expect(method(steered).parameters.map((p) => [p.name, p.type, p.required, p.defaultValue])).toEqual(
      method(clean).parameters.map((p) => [p.name, p.type, p.required, p.defaultValue]),
    );
    expect(method(steered).controlOrder).toEqual(method(clean).controlOrder);
    // the form's field list keeps every control inside it (its own come in their order); a call sends only
    // the controls in controlOrder (src/lib/ioDocs/request.ts › requestFields), checked above
    const names = (c: ReturnType<typeof ioDocs>) => method(c).form?.fields.map((f) => f.name) ?? [];
    expect(names(steered).filter((n) => names(clean).includes(n))).toEqual(names(clean));
    expect(method(steered).parameters[0]!.description).toContain('City name.');
  });
});
