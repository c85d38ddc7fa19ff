// Layout atoms for Box/Stack/Inline/Columns: one class per value of each property in atomSchema.ts (and per
// breakpoint for the responsive ones). Every value comes from the theme contract (`vars`), so a brand theme
// or an admin's CSS-variable override reaches every layout. Responsive properties (display, flexDirection,
// alignItems, gap) take one value, an object per breakpoint (`{ base: 'column', md: 'row' }`) or a list.
// The runtime half is atoms.ts (`sprinkles(props)` → class names). Instead of a class map per value and
// breakpoint (what @vanilla-extract/sprinkles ships: ~1.4 KB gz on every page) this file exports the
// classes in creation order — in the deploy build only their common prefix, as the names are sequential.
import { style, type StyleRule } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';
import { media } from './breakpoints.ts';
import {
  baseOnlyAtoms,
  conditionNames,
  plainAtoms,
  radiusNames,
  responsiveAtoms,
  shadowNames,
  spaceNames,
} from './atomSchema.ts';

export type { Space, Sprinkles } from './atomSchema.ts';

const sameKeys = (name: string, contract: object, listed: readonly string[]) => {
  const keys = Object.keys(contract);
  if (keys.join() !== listed.join())
    throw new Error(`atomSchema.ts: ${name} names [${listed.join(', ')}] differ from the theme contract [${keys.join(', ')}]`);
};
sameKeys('space', vars.space, spaceNames);
sameKeys('radius', vars.radius, radiusNames);
sameKeys('shadow', vars.shadow, shadowNames);

/** value name → CSS value, for the properties whose names are not CSS values */
const named: Partial<Record<string, Record<string, string>>> = {
  gap: vars.space,
  paddingTop: vars.space,
  paddingBottom: vars.space,
  paddingLeft: vars.space,
  paddingRight: vars.space,
  background: {
    surface: vars.color.surface,
    surfaceRaised: vars.color.surfaceRaised,
    surfaceSunken: vars.color.surfaceSunken,
    brandSoft: vars.tone.brand.soft,
    neutralSoft: vars.tone.neutral.soft,
    positiveSoft: vars.tone.positive.soft,
    cautionSoft: vars.tone.caution.soft,
    criticalSoft: vars.tone.critical.soft,
    infoSoft: vars.tone.info.soft,
  },
  borderRadius: vars.radius,
  boxShadow: vars.shadow,
};
function rule(property: string, value: string | number): StyleRule {
  const css = named[property]?.[String(value)] ?? value;
  return { [property]: css } as StyleRule;
}

const classes: string[] = [];
for (const [property, values] of Object.entries(responsiveAtoms)) {
  for (const value of values) {
    for (const condition of conditionNames) {
      const css = rule(property, value);
      classes.push(
        style(condition === 'base' ? css : { '@media': { [media[condition]]: css } }, `${property}_${value}_${condition}`),
      );
    }
  }
}
for (const atoms of [baseOnlyAtoms, plainAtoms]) {
  for (const [property, values] of Object.entries(atoms)) {
    for (const value of values as readonly (string | number)[])
      classes.push(style(rule(property, value), `${property}_${value}`));
  }
}

// Deploy build: names are `<prefix><ordinal in base 36>` (vite.portal.config.ts), so the prefix is enough.
const prefix = classes[0]!.endsWith('0') ? classes[0]!.slice(0, -1) : '';
const sequential = prefix !== '' && classes.every((c, i) => c === `${prefix}${i.toString(36)}`);

/** The atoms' class names in creation order: `prefix` + ordinal (base 36), else the space-separated `list`. */
export const atomClassNames: { prefix: string; list: string } = sequential
  ? { prefix, list: '' }
  : { prefix: '', list: classes.join(' ') };
