// A licence's class names what its driver drives: "chauffeur ce venlo", "drivers with a CDL" are
// truck drivers, "Category D" drivers bus drivers; so is a driver a trucking company hires
// ("regional trucking co in tx hiring 20 drivers"). The bare title "Driver" would verify a taxi
// driver as well.
import type { BriefContext } from './context';
import { titleFact } from './extract-titles';

/** The skills of licence classes (skills.ts's names) and the driver each makes. */
const DRIVER_OF_CLASS: ReadonlyMap<string, string> = new Map([
  ['CDL', 'truck driver'], ['CDL Class A', 'truck driver'], ['CDL Class B', 'truck driver'],
  ['Category CE driving licence', 'truck driver'], ['Category C driving licence', 'truck driver'], ['Category D driving licence', 'bus driver'],
]);
/** Words of a haulage business, whose drivers drive trucks. */
const HAULAGE = new Set(['trucking', 'haulage', 'haulier', 'hauler', 'freight', 'otr']);

export function driversOfTheirClass(ctx: BriefContext): void {
  const classes = new Set(ctx.factsOf('skill').flatMap((f) => DRIVER_OF_CLASS.get(f.skill) ?? []));
  if (ctx.tokens.some((t) => HAULAGE.has(t.key))) classes.add('truck driver');
  // Only one kind of driver is named; two (a truck licence and a bus licence) leave the title as written.
  if (classes.size !== 1) return;
  const [driver] = classes;
  for (const role of ctx.factsOf('role')) {
    if (role.exclude || role.roleKeys.length > 0 || role.titleTerms.length !== 1 || role.titleTerms[0] !== 'driver') continue;
    Object.assign(role, titleFact(driver!, role.start, role.end, role.text, driver));
  }
}
