import { generateOpenApiDocument } from 'trpc-to-openapi';
import { getEnv } from '@/server/env';
import { appRouter } from './root';
import { KEY_REQUESTS_PER_MINUTE } from './rest/guard';

type Json = Record<string, unknown>;
type Operation = Json & { responses: Record<string, unknown>; security?: unknown };

const ERROR_RESPONSES: Record<string, { description: string; retryAfter?: boolean }> = {
  '400': { description: 'invalid_request: bad body or query parameters' },
  '401': { description: 'unauthorized: missing, invalid or revoked API key' },
  '404': { description: 'not_found: no such project in your workspace, or no such endpoint' },
  '429': {
    description: `limit_exceeded: with Retry-After, the request limit (${KEY_REQUESTS_PER_MINUTE}/min per key, 20 new searches/hour per workspace) was reached; without it, the workspace's credits or budget are used up`,
    retryAfter: true,
  },
  '500': { description: 'internal_error: transient server error; safe to retry' },
};

function errorResponses(): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(ERROR_RESPONSES).map(([status, { description, retryAfter }]) => [
      status,
      {
        description,
        ...(retryAfter
          ? { headers: { 'Retry-After': { description: 'Seconds to wait before repeating the request', schema: { type: 'integer' } } } }
          : {}),
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      },
    ]),
  );
}

/**
 * The served OpenAPI 3.1 document: generated from the routers' meta, then corrected where the
 * generator cannot know the contract (error envelope, real status codes, bearer security, the
 * unauthenticated document itself).
 */
export function buildOpenApiDocument(): Json {
  const env = getEnv();
  const doc = generateOpenApiDocument(appRouter, {
    title: 'People search API',
    version: '1.0.0',
    description:
      'Submit a free-text brief, poll the project, fetch results as JSON or CSV, and receive a signed `project.completed` webhook. ' +
      'Keys are secrets: call from a server only.',
    baseUrl: `${env.APP_URL}/v1`,
    securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', description: 'An API key `ok_live_…` from workspace settings' } },
  }) as unknown as Json & { paths: Record<string, Record<string, Operation>>; components: Json & { schemas?: Json } };

  for (const item of Object.values(doc.paths ?? {})) {
    for (const operation of Object.values(item)) {
      const success = Object.fromEntries(Object.entries(operation.responses).filter(([status]) => status.startsWith('2')));
      operation.responses = { ...success, ...errorResponses() };
      operation.security = [{ bearerAuth: [] }];
    }
  }
  doc.paths['/openapi.json'] = {
    get: {
      operationId: 'getOpenApiDocument',
      summary: 'This OpenAPI document',
      tags: ['Meta'],
      security: [],
      responses: { '200': { description: 'The OpenAPI 3.1 description of the API', content: { 'application/json': { schema: { type: 'object' } } } } },
    },
  };
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
            code: { type: 'string', enum: ['unauthorized', 'not_found', 'invalid_request', 'limit_exceeded', 'internal_error'] },
            message: { type: 'string' },
          },
        },
      },
    },
  };
  doc.security = [{ bearerAuth: [] }];
  return doc;
}
