// A mutant of a Stryker report as recheck-survivors.mjs writes it into its source (applyMutant.mjs).
import { describe, expect, it } from 'vitest';
import { asApplied } from './applyMutant.mjs';

describe('asApplied', () => {
  it('puts an expression mutant in parentheses, so it binds as Stryker’s own mutant does', () => {
    // `(attr(f, 'type') ?? '').toLowerCase()` without the call, pasted before `.trim()`
    const source = "(attr(f, 'type') ?? '').toLowerCase().trim()";
    const start = 0;
    const end = source.indexOf('.trim()');
    const applied =
      source.slice(0, start) +
      asApplied({ mutatorName: 'MethodExpression', replacement: "attr(f, 'type') ?? ''" }) +
      source.slice(end);
    expect(applied).toBe("(attr(f, 'type') ?? '').trim()");
    expect(asApplied({ mutatorName: 'LogicalOperator', replacement: 'a || b' })).toBe('(a || b)');
    expect(asApplied({ mutatorName: 'ConditionalExpression', replacement: 'false' })).toBe('(false)');
  });

  it('leaves literals and blocks as they are (an import’s source, an object key, a statement)', () => {
    expect(asApplied({ mutatorName: 'StringLiteral', replacement: '""' })).toBe('""');
    expect(asApplied({ mutatorName: 'BlockStatement', replacement: '{}' })).toBe('{}');
    expect(asApplied({ mutatorName: 'ObjectLiteral', replacement: '{}' })).toBe('{}');
    expect(asApplied({ mutatorName: 'ArrayDeclaration', replacement: '[]' })).toBe('[]');
  });

  it('a mutant without a replacement (a removal) writes nothing', () => {
    expect(asApplied({ mutatorName: 'MethodExpression' })).toBe('');
    expect(asApplied({ mutatorName: 'BlockStatement', replacement: '' })).toBe('');
  });
});
