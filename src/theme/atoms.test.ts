// The layout atoms' runtime (src/theme/atoms.ts): props → the classes sprinkles.css.ts created, with the
// @vanilla-extract/sprinkles contract (values, per-breakpoint objects, lists, shorthands).
import { describe, expect, it } from 'vitest';
import { sprinkles } from './atoms.ts';
import { atomShorthands, baseOnlyAtoms, conditionNames, plainAtoms, responsiveAtoms } from './atomSchema.ts';
import { atomClassNames } from './sprinkles.css.ts';

const created = atomClassNames.list.split(' ').filter(Boolean);
const classes = (s: string) => s.split(' ').filter(Boolean);
const call = (props: Record<string, unknown>) => sprinkles(props as never);

describe('layout atoms', () => {
  it('gives every value (and every breakpoint of a responsive one) its own class, in creation order', () => {
    const seen: string[] = [];
    for (const [property, values] of Object.entries(responsiveAtoms)) {
      for (const value of values) {
        for (const condition of conditionNames) {
          const got = classes(call({ [property]: { [condition]: value } }));
          expect(got, `${property} ${value} ${condition}`).toHaveLength(1);
          seen.push(got[0]!);
        }
        // a plain value is the base condition
        expect(call({ [property]: value })).toBe(call({ [property]: { base: value } }));
      }
    }
    for (const [property, values] of [...Object.entries(baseOnlyAtoms), ...Object.entries(plainAtoms)]) {
      for (const value of values as readonly (string | number)[]) {
        const got = classes(call({ [property]: value }));
        expect(got, `${property} ${value}`).toHaveLength(1);
        seen.push(got[0]!);
      }
    }
    expect(new Set(seen).size).toBe(seen.length);
    // (tests get vanilla-extract's hashed names, so sprinkles.css.ts exports the list; the deploy build
    // exports only the common prefix of its sequential names)
    expect(created.length).toBeGreaterThan(0);
    expect(seen).toEqual(created);
  });

  it('gives the further values of a responsive property no breakpoint classes', () => {
    expect(call({ display: 'grid' })).not.toBe('');
    expect(call({ display: { md: 'grid' } })).toBe('');
    expect(classes(call({ display: { base: 'grid', md: 'flex' } }))).toHaveLength(2);
    expect(call({ flexDirection: ['row-reverse', 'column-reverse'] })).toBe(call({ flexDirection: 'row-reverse' }));
  });

  it('reads responsive lists in condition order and skips empty slots', () => {
    expect(call({ flexDirection: ['column', null, 'row'] })).toBe(call({ flexDirection: { base: 'column', md: 'row' } }));
    expect(classes(call({ gap: { base: 'sm', lg: 'xl' } }))).toHaveLength(2);
  });

  it('expands shorthands, and an explicit property wins over its shorthand', () => {
    expect(classes(call({ padding: 'lg' })).sort()).toEqual(
      classes(call({ paddingTop: 'lg', paddingBottom: 'lg', paddingLeft: 'lg', paddingRight: 'lg' })).sort(),
    );
    expect(classes(call({ paddingX: 'sm', paddingLeft: 'xl' })).sort()).toEqual(
      classes(call({ paddingLeft: 'xl', paddingRight: 'sm' })).sort(),
    );
    expect(classes(call({ paddingY: 'md', paddingTop: undefined })).sort()).toEqual(
      classes(call({ paddingTop: 'md', paddingBottom: 'md' })).sort(),
    );
  });

  it('skips unknown values, conditions on plain properties and props that are not atoms', () => {
    expect(call({ gap: 'huge', display: { tablet: 'flex' }, textAlign: { md: 'left' }, title: 'x' })).toBe('');
    expect(call({ textAlign: 'left' })).not.toBe('');
  });

  it('lists every prop it accepts, shorthands included', () => {
    const names = [
      ...new Set([
        ...Object.keys(responsiveAtoms),
        ...Object.keys(baseOnlyAtoms),
        ...Object.keys(plainAtoms),
        ...Object.keys(atomShorthands),
      ]),
    ];
    expect([...sprinkles.properties].sort()).toEqual(names.sort());
  });
});
