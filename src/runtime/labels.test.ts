// The runtime's own strings (src/runtime/labels.ts): taken from the model's expanded labels, the defaults
// only where a model has none; placeholders filled with plain values.
import { describe, expect, it } from 'vitest';
import { defaultRuntimeLabels, fill, runtimeLabels } from './labels.ts';
import { layoutLabels } from '../labels/en/layout.ts';
import type { ScreenModel } from '../model/screenModel.ts';

const model = (layout: Record<string, string>) => ({ labels: { layout } }) as unknown as ScreenModel;

describe('runtimeLabels', () => {
  it("the defaults are the layout's labels", () => {
    expect(defaultRuntimeLabels).toEqual({
      pageLoaded: layoutLabels.layout.pageLoaded,
      submitFailed: layoutLabels.layout.submitFailed,
      loading: layoutLabels.layout.loading,
    });
  });

  it('no model, or a model without them: the defaults', () => {
    expect(runtimeLabels(null)).toEqual(defaultRuntimeLabels);
    expect(runtimeLabels(undefined)).toEqual(defaultRuntimeLabels);
    expect(runtimeLabels(model({}))).toEqual(defaultRuntimeLabels);
  });

  it("each label from the model's expanded labels; an empty one falls back to its default", () => {
    expect(runtimeLabels(model({ pageLoaded: 'Now showing {{title}}', submitFailed: 'Not sent', loading: 'Wait' }))).toEqual({
      pageLoaded: 'Now showing {{title}}',
      submitFailed: 'Not sent',
      loading: 'Wait',
    });
    expect(runtimeLabels(model({ pageLoaded: '', submitFailed: 'Not sent', loading: '' }))).toEqual({
      pageLoaded: defaultRuntimeLabels.pageLoaded,
      submitFailed: 'Not sent',
      loading: defaultRuntimeLabels.loading,
    });
    expect(runtimeLabels(model({ submitFailed: '' })).submitFailed).toBe(defaultRuntimeLabels.submitFailed);
  });
});

describe('fill', () => {
  it('replaces {{name}} (spaces inside the braces allowed, dotted names) with the plain value', () => {
    expect(fill('Loaded: {{title}}', { title: 'Blog <b>' })).toBe('Loaded: Blog <b>');
    expect(fill('{{ title }} and {{title}}', { title: 'A' })).toBe('A and A');
    expect(fill('{{page.title}}!', { 'page.title': 'Docs' })).toBe('Docs!');
  });

  it('keeps placeholders it has no value for, and text without any', () => {
    expect(fill('{{title}} / {{other}}', { title: 'A' })).toBe('A / {{other}}');
    expect(fill('{{}} {title} plain', { title: 'A' })).toBe('{{}} {title} plain');
  });

  it("keeps a placeholder named like an Object.prototype member (only the values' own names count)", () => {
    const template = '{{toString}} {{constructor}} {{hasOwnProperty}} {{__proto__}}';
    expect(fill(template, { title: 'A' })).toBe(template);
  });
});
