// The part of eslint-scope's API that scripts/build/classicEntry.ts uses (the package ships no types).
declare module 'eslint-scope' {
  export interface Reference {
    isWrite(): boolean;
    init?: boolean;
  }
  export interface Variable {
    name: string;
    references: Reference[];
  }
  export interface Scope {
    type: string;
    childScopes: Scope[];
    variables: Variable[];
  }
  export function analyze(
    ast: unknown,
    options: { ecmaVersion: number; sourceType: 'module' | 'script' },
  ): { globalScope: Scope | null };
}
