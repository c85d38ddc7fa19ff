// Labels with values that exist only while rendering (the key-activity report's sentences): the adapter
// expands the page's placeholders and splits the text at the others (src/adapter/labels.ts textTemplate);
// the screen only fills the slots in (src/lib/textTemplate.ts) — it never reads placeholder syntax.
import { describe, expect, it } from 'vitest';
import { expandText, textTemplate } from '../adapter/labels.ts';
import { fillTextTemplate } from './textTemplate.ts';

describe('textTemplate + fillTextTemplate', () => {
  it('splits at the slots, expands the page values, keeps unknown placeholders as written', () => {
    const t = textTemplate('{{total}} calls for {{ area }} on {{peakDate}} {{unknown}}', { area: 'Acme' }, ['total', 'peakDate']);
    expect(t).toEqual([{ slot: 'total' }, ' calls for Acme on ', { slot: 'peakDate' }, ' {{unknown}}']);
    expect(fillTextTemplate(t, { total: '1,037', peakDate: 'Aug 25, 2017' })).toBe(
      '1,037 calls for Acme on Aug 25, 2017 {{unknown}}',
    );
  });

  it('fills in what expanding the label twice (page values, then the slots) gave, for ordinary labels', () => {
    const labels = [
      'From {{from}} to {{to}}.',
      'Times are in {{timezone}}.',
      '{{total}} calls in the period.',
      'No placeholder',
      '',
      '{{from}}{{to}}',
    ];
    const values = { from: 'Aug 1, 2017', to: 'Aug 31, 2017', timezone: 'UTC', total: '5' };
    for (const label of labels) {
      const slots = ['from', 'to', 'timezone', 'total'] as const;
      expect(fillTextTemplate(textTemplate(label, { area: 'Acme' }, slots), values)).toBe(
        expandText(expandText(label, { area: 'Acme' }), values),
      );
    }
  });

  it('one pass: a page value that looks like a placeholder is not filled in later', () => {
    const t = textTemplate('{{username}}: {{total}}', { username: '{{total}}' }, ['total']);
    expect(fillTextTemplate(t, { total: '7' })).toBe('{{total}}: 7');
  });

  it('a page value wins over a slot of the same name, as the page-wide expansion did', () => {
    expect(textTemplate('{{area}}', { area: 'Acme' }, ['area'])).toEqual(['Acme']);
  });
});
