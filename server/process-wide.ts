/**
 * State that must exist once per process, whichever bundle of the app reaches it. Next.js 16
 * gives every entry its own instance of every module: instrumentation.ts, each route handler
 * and each page (its Turbopack runtime is instantiated per entry, in `next build` and `next dev`
 * alike: a module imported by instrumentation and by two routes is evaluated three times; and a
 * route `next dev` recompiles is a new instance again). So the database, the executors, the
 * signing key and the like are kept here, under one globalThis key, created by the first bundle
 * that asks. Module state kept anywhere else exists once per entry.
 */
const KEY = Symbol.for('people-search.process-wide');
const slots = ((globalThis as unknown as Record<symbol, Map<string, unknown>>)[KEY] ??= new Map());

/** The process's value of `name`, created by `create` on first use. */
export function processWide<T>(name: string, create: () => T): T {
  if (!slots.has(name)) slots.set(name, create());
  return slots.get(name) as T;
}
