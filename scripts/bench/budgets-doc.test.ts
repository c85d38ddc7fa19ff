// The sections of docs/budgets.md that `npm run size` and `npm run bench -- --write-docs` write (budgets-doc.mjs).
import { describe, expect, it } from 'vitest';
import { readSection, replaceSection } from './budgets-doc.mjs';

describe('docs/budgets.md sections', () => {
  const doc = 'A\n<!-- size:start -->\nold\n<!-- size:end -->\nB\n';
  it('replaces only the named section', () => {
    const next = replaceSection(doc, 'size', 'new table');
    expect(next).toBe('A\n<!-- size:start -->\nnew table\n<!-- size:end -->\nB\n');
    expect(readSection(next, 'size')).toBe('new table');
  });
  it('a missing section is an error, not a silent append', () => {
    expect(() => replaceSection(doc, 'bench', 'x')).toThrow(/no section bench/);
    expect(readSection(doc, 'bench')).toBeNull();
  });
});
