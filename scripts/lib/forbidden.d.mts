/** One entry per construct found that would need CSP 'unsafe-eval' (eval, new Function …), with context. */
export function findForbidden(code: string): string[];
