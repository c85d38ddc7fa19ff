// The runtime's own strings (src/runtime/labels.ts): taken from the model's expanded labels, the defaults
// only where a model has none (the adapter expanded their placeholders).
import { describe, expect, it } from 'vitest';
import { defaultRuntimeLabels, runtimeLabels } from './labels.ts';
import { layoutLabels } from '../labels/en/layout.ts';
import type { ScreenModel } from '../model/screenModel.ts';

const model = (layout: Record<string, string>) => ({ labels: { layout } }) as unknown as ScreenModel;

describe('runtimeLabels', () => {
  it("the defaults are the layout's labels; the in-place announcement defaults to the document's title (null)", () => {
    expect(defaultRuntimeLabels).toEqual({
      pageLoaded: null,
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

  it('a label that is not text (a mistyped override) falls back to its default', () => {
    expect(runtimeLabels(model({ loading: 42, submitFailed: null } as unknown as Record<string, string>))).toEqual(
      defaultRuntimeLabels,
    );
  });
});
