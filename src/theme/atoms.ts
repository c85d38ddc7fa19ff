// sprinkles(props) → class names of the layout atoms (the runtime half of sprinkles.css.ts). Same contract
// as @vanilla-extract/sprinkles: a value, `{ base, sm, md, lg, xl }` or a list in that order for the
// responsive properties; shorthands expand unless the property itself is given. Unknown values, and
// breakpoints for values or properties without responsive classes, are skipped.
import { atomClassNames } from './sprinkles.css.ts';
import { atomShorthands, baseOnlyAtoms, conditionNames, plainAtoms, responsiveAtoms, type Sprinkles } from './atomSchema.ts';

export type { Space, Sprinkles } from './atomSchema.ts';

const list = atomClassNames.list ? atomClassNames.list.split(' ') : null;
const className = (n: number) => (list ? list[n]! : `${atomClassNames.prefix}${n.toString(36)}`);

/** property → value → class per condition (responsive values) or one class (base only) */
const table = new Map<string, Map<string, string[]>>();
let n = 0;
for (const [groups, perValue] of [
  [responsiveAtoms, conditionNames.length],
  [baseOnlyAtoms, 1],
  [plainAtoms, 1],
] as const) {
  for (const [property, values] of Object.entries(groups)) {
    const byValue = table.get(property) ?? new Map<string, string[]>();
    for (const value of values as readonly (string | number)[]) {
      const names: string[] = [];
      for (let c = 0; c < perValue; c++) names.push(className(n++));
      byValue.set(String(value), names);
    }
    table.set(property, byValue);
  }
}

type Props = Record<string, unknown>;

function push(classes: string[], property: string, value: unknown): void {
  const byValue = table.get(property);
  if (!byValue || value == null) return;
  if (typeof value === 'string' || typeof value === 'number') {
    const names = byValue.get(String(value));
    if (names) classes.push(names[0]!);
    return;
  }
  if (typeof value !== 'object') return;
  const entries: [string, unknown][] = Array.isArray(value)
    ? value.map((v, i) => [conditionNames[i] ?? '', v])
    : Object.entries(value as Props);
  for (const [condition, v] of entries) {
    const index = (conditionNames as readonly string[]).indexOf(condition);
    const name = v == null || index < 0 ? undefined : byValue.get(String(v))?.[index];
    if (name) classes.push(name);
  }
}

function atoms(props: Sprinkles): string {
  const given = props as Props;
  const expanded: Props = {};
  for (const [shorthand, targets] of Object.entries(atomShorthands)) {
    const value = given[shorthand];
    if (value != null) for (const target of targets) expanded[target] = value;
  }
  const classes: string[] = [];
  for (const [property, value] of Object.entries({ ...expanded, ...given })) {
    if (!Object.hasOwn(atomShorthands, property)) push(classes, property, value ?? expanded[property]);
  }
  return classes.join(' ');
}

/** Class names for layout atoms; `sprinkles.properties` lists every prop it accepts (shorthands too). */
export const sprinkles: ((props: Sprinkles) => string) & { properties: Set<keyof Sprinkles> } = Object.assign(atoms, {
  properties: new Set([...table.keys(), ...Object.keys(atomShorthands)] as (keyof Sprinkles)[]),
});
