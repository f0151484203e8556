import { generateOpenApiDocument } from 'trpc-to-openapi';
import { createSchema, type ZodOpenApiPathsObject } from 'zod-openapi';
import { getEnv } from '@/server/env';
import { ERROR_TABLE, PUBLIC_ERROR_CODES } from '@/server/errors';
import { KEY_REQUESTS_PER_MINUTE, SEARCHES_PER_HOUR } from '@/server/limits/policy';
import { completionPayloadSchema } from '@/server/schemas/webhooks';
import { AUTOMATIC_ATTEMPTS, RETRY_SCHEDULE_IN_WORDS } from '@/server/webhooks/schedule';
import { appRouter } from './root';
import { v1Routes } from './rest/route-table';

type Json = Record<string, unknown>;
type Operation = Json & { responses: Record<string, unknown>; security?: unknown };

const LIMITS_IN_WORDS =
  `with Retry-After, the request limit (${KEY_REQUESTS_PER_MINUTE}/min per key, ${SEARCHES_PER_HOUR} new searches/hour per workspace) ` +
  "was reached; without it, the workspace's credits or budget are used up";

/** One response per public error code, from the error table; `alsoLimitedBy` is one more reason for the 429. */
function errorResponses(alsoLimitedBy?: string): Record<string, unknown> {
  return Object.fromEntries(
    PUBLIC_ERROR_CODES.map((code) => {
      const entry = ERROR_TABLE[code];
      const retryAfter = code === 'limit_exceeded';
      const description = `${code}: ${entry.documented ?? LIMITS_IN_WORDS}`;
      return [
        String(entry.status),
        {
          description: retryAfter && alsoLimitedBy ? `${description}; or ${alsoLimitedBy}` : description,
          ...(retryAfter
            ? { headers: { 'Retry-After': { description: 'Seconds to wait before repeating the request', schema: { type: 'integer' } } } }
            : {}),
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
        },
      ];
    }),
  );
}

/** A 204 carries no body, so its response documents none. */
function withoutContent(response: unknown): unknown {
  const { content: _content, ...rest } = response as Json;
  return rest;
}

let built: Json | undefined;

/**
 * The served OpenAPI 3.1 document, generated from the /v1 route table (rest/route-table.ts): the
 * procedures' operations from their meta and schemas, the plain routes' from theirs; then every
 * route gets what the table says of it (its success status, the error envelope and bearer
 * security when it takes a key). Built once per process: it depends only on the code and
 * APP_URL. Callers must not mutate it.
 */
export function buildOpenApiDocument(): Json {
  built ??= generateDocument();
  return built;
}

function generateDocument(): Json {
  const env = getEnv();
  const routes = v1Routes();
  const plainPaths: ZodOpenApiPathsObject = {};
  for (const route of routes) {
    if (route.operation) plainPaths[route.path] = { ...plainPaths[route.path], [route.method.toLowerCase()]: route.operation };
  }
  const doc = generateOpenApiDocument(appRouter, {
    title: 'People search API',
    version: '1.0.0',
    description:
      'Submit a free-text brief, poll the project, fetch results as JSON or CSV, and receive a signed `project.completed` webhook. ' +
      'Keys are secrets: call from a server only.',
    baseUrl: `${env.APP_URL}/v1`,
    securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', description: 'An API key `ok_live_…` from workspace settings' } },
    paths: plainPaths,
  }) as unknown as Json & { paths: Record<string, Record<string, Operation>>; components: Json & { schemas?: Json } };

  for (const route of routes) {
    const operation = doc.paths[route.path]![route.method.toLowerCase()]!;
    // The generator documents every procedure's success as 200; the table knows the real status.
    const success = Object.fromEntries(
      Object.entries(operation.responses)
        .filter(([code]) => code.startsWith('2'))
        .map(([code, response]) => [code === '200' ? String(route.successStatus) : code, route.successStatus === 204 ? withoutContent(response) : response]),
    );
    const keyed = route.auth === 'key';
    operation.responses = { ...success, ...(keyed ? errorResponses(route.alsoLimitedBy) : {}) };
    operation.security = keyed ? [{ bearerAuth: [] }] : [];
  }
  doc.components.schemas = {
    ...(doc.components.schemas ?? {}),
    Error: {
      type: 'object',
      required: ['error'],
      properties: {
        error: {
          type: 'object',
          required: ['code', 'message'],
          properties: {
            code: { type: 'string', enum: PUBLIC_ERROR_CODES },
            message: { type: 'string' },
          },
        },
      },
    },
  };
  doc.security = [{ bearerAuth: [] }];
  doc.webhooks = {
    'project.completed': {
      post: {
        summary: 'A search finished',
        description:
          'Sent once to the callbackUrl of a search when it reaches done (also with zero results), never for awaiting_input. ' +
          'X-Service-Signature is sha256=<hex HMAC-SHA256 of the raw body bytes keyed with the workspace webhook secret>. ' +
          `Failed deliveries are attempted ${AUTOMATIC_ATTEMPTS} times in total: ${RETRY_SCHEDULE_IN_WORDS}. Receivers must be idempotent.`,
        parameters: [
          {
            in: 'header',
            name: 'X-Service-Signature',
            required: true,
            description: 'sha256=<lower-case hex HMAC-SHA256 of the raw body, keyed with the whsec_… secret as UTF-8 bytes>',
            schema: { type: 'string', pattern: '^sha256=[0-9a-f]{64}$' },
          },
          { in: 'header', name: 'webhook-id', required: true, description: 'Standard Webhooks: the same for every attempt of one event', schema: { type: 'string' } },
          { in: 'header', name: 'webhook-timestamp', required: true, description: 'Standard Webhooks: Unix seconds of this attempt', schema: { type: 'string' } },
          {
            in: 'header',
            name: 'webhook-signature',
            required: true,
            description: 'Standard Webhooks: v1,<base64 HMAC-SHA256 of "{id}.{timestamp}.{body}", keyed with the base64-decoded part after whsec_>',
            schema: { type: 'string' },
          },
        ],
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: createSchema(completionPayloadSchema, { io: 'output' }).schema,
            },
          },
        },
        responses: { '200': { description: 'Any 2xx acknowledges the delivery; answer at once and process afterwards' } },
      },
    },
  };
  return doc;
}
