// How a mutant of a Stryker report is written into its source by hand (scripts/test/recheck-survivors.mjs).

/**
 * The mutant's text as it goes into the source. The report prints an expression mutant's replacement without
 * the parentheses its place may need: `(attr(f, 'type') ?? '').toLowerCase()` with the method call removed
 * is reported as `attr(f, 'type') ?? ''`, and pasted into `… .trim()` it would bind differently from
 * Stryker's own mutant. Expression mutators get parentheses (a literal or a block never does: it may be an
 * import's source, an object key or a statement).
 */
const EXPRESSION_MUTATORS = new Set([
  'MethodExpression',
  'LogicalOperator',
  'ArithmeticOperator',
  'EqualityOperator',
  'ConditionalExpression',
  'UnaryOperator',
  'BooleanLiteral',
  'OptionalChaining',
]);
export function asApplied(m) {
  const text = m.replacement ?? '';
  return EXPRESSION_MUTATORS.has(m.mutatorName) && text && !text.startsWith('{') ? `(${text})` : text;
}
