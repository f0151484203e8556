import type { AnyProcedure } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import * as monitorSchemas from '@/server/schemas/monitor';
import * as peopleSchemas from '@/server/schemas/people';
import * as projectSchemas from '@/server/schemas/project';
import * as resultSchemas from '@/server/schemas/results';
import * as settingsSchemas from '@/server/schemas/settings';
import * as slackSchemas from '@/server/schemas/slack';
import * as usageSchemas from '@/server/schemas/usage';
import * as webhookSchemas from '@/server/schemas/webhooks';
import { proceduresOf } from '../rest/procedure-routes';
import { appRouter } from '../root';

// The house rule, checked on the router itself: every procedure validates its input (when it has
// one) and declares its output with a schema exported from server/schemas, never an inline twin.
const shared = new Set<unknown>(
  [monitorSchemas, peopleSchemas, projectSchemas, resultSchemas, settingsSchemas, slackSchemas, usageSchemas, webhookSchemas].flatMap((module) => Object.values(module)),
);

const procedures = proceduresOf(appRouter);
// The output parser is kept on the definition at run time; tRPC's types only carry its result.
const outputOf = (procedure: AnyProcedure) => ('output' in procedure._def ? procedure._def.output : undefined);

describe('router schemas', () => {
  it('finds the procedures', () => {
    expect(procedures.map(([name]) => name)).toEqual(expect.arrayContaining(['projects.list', 'webhooks.projectDeliveries', 'apiKeys.list']));
  });

  it.each(procedures)('%s takes its input schema from server/schemas', (_name, procedure) => {
    for (const input of procedure._def.inputs) expect(shared.has(input)).toBe(true);
  });

  it.each(procedures)('%s declares an output schema from server/schemas', (_name, procedure) => {
    expect(outputOf(procedure)).toBeDefined();
    expect(shared.has(outputOf(procedure))).toBe(true);
  });
});
