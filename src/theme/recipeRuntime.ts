// The class-name function of a vanilla-extract recipe, as `@vanilla-extract/recipes/createRuntimeFn` builds it
// (same class names for the same options), without its Babel object-spread helpers and the `classNames`
// getters no component reads: the deploy build resolves that import here (vite.portal.config.ts ›
// smallRecipeRuntime; −0.4 KB gz in the app entry). Tests and Storybook keep the library's; a unit test
// compares the two (src/theme/recipeRuntime.test.ts).

type Selection = string | number | boolean | null | undefined;
interface RecipeConfig {
  defaultClassName: string;
  variantClassNames: Record<string, Record<string, string>>;
  defaultVariants: Record<string, Selection>;
  compoundVariants: [Record<string, Selection>, string][];
}

export function createRuntimeFn(config: RecipeConfig) {
  const { defaultClassName, variantClassNames, defaultVariants, compoundVariants } = config;
  const runtimeFn = (options?: Record<string, Selection>): string => {
    let className = defaultClassName;
    const selections: Record<string, Selection> = { ...defaultVariants, ...options };
    for (const name in selections) {
      const selection = selections[name] ?? defaultVariants[name];
      if (selection == null) continue;
      const variantClass = variantClassNames[name]![typeof selection === 'boolean' ? String(selection) : (selection as string)];
      if (variantClass) className += ' ' + variantClass;
    }
    for (const [check, compoundClass] of compoundVariants)
      if (Object.keys(check).every((key) => check[key] === (selections[key] ?? defaultVariants[key])))
        className += ' ' + compoundClass;
    return className;
  };
  runtimeFn.variants = () => Object.keys(variantClassNames);
  return runtimeFn;
}
