import SwaggerParser from '@apidevtools/swagger-parser';
import { describe, expect, it } from 'vitest';
import { PERSON_SYNONYMS, SUPPRESSION_SYNONYMS } from '@/server/people/headers';
import { buildOpenApiDocument } from './openapi';
import { v1Routes } from './rest/route-table';

describe('OpenAPI document', () => {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a JSON document explored by key
  const doc = buildOpenApiDocument() as Record<string, any>;

  it('is a valid OpenAPI 3.1 document', async () => {
    expect(doc.openapi).toBe('3.1.0');
    await SwaggerParser.validate(structuredClone(doc) as never);
  });

  it('describes every endpoint of the spec with its real success status', () => {
    expect(Object.keys(doc.paths).sort()).toEqual([
      '/monitors',
      '/monitors/{monitorId}',
      '/monitors/{monitorId}/runs',
      '/openapi.json',
      '/people/imports',
      '/people/imports/{importId}',
      '/projects/{projectId}',
      '/projects/{projectId}/export.csv',
      '/projects/{projectId}/results',
      '/search',
      '/search/preview',
    ]);
    expect(Object.keys(doc.paths['/search'].post.responses)).toContain('202');
    expect(Object.keys(doc.paths['/search/preview'].post.responses)).toContain('200');
    expect(Object.keys(doc.paths['/search'].post.responses)).not.toContain('200');
    expect(doc.paths['/projects/{projectId}/export.csv'].get.responses['200'].content['text/csv']).toBeDefined();
    const importOp = doc.paths['/people/imports'].post;
    expect(Object.keys(importOp.responses)).toContain('202');
    expect(Object.keys(importOp.requestBody.content).sort()).toEqual(['application/x-ndjson', 'text/csv']);
    expect(importOp.parameters[0]).toMatchObject({ name: 'kind', schema: { enum: ['people', 'suppression'], default: 'people' } });
    // The workspace's queue of imports is one more reason for its 429 (issue 22).
    expect(importOp.responses['429'].description).toMatch(/per key.*; or 4 imports of the workspace are already uploading or running \(Retry-After: 30\)$/);
    expect(importOp.responses['429'].headers['Retry-After']).toBeDefined();
    expect(doc.paths['/people/imports/{importId}'].get.responses['200'].content['application/json'].schema).toBeDefined();
    // Monitors (issue 26): a creation is 201, a deletion 204 without content, a run now 202.
    expect(Object.keys(doc.paths['/monitors'].post.responses)).toContain('201');
    expect(Object.keys(doc.paths['/monitors'].get.responses)).toContain('200');
    expect(Object.keys(doc.paths['/monitors/{monitorId}'].patch.responses)).toContain('200');
    expect(doc.paths['/monitors/{monitorId}'].delete.responses['204']).toBeDefined();
    expect(doc.paths['/monitors/{monitorId}'].delete.responses['204'].content).toBeUndefined();
    expect(Object.keys(doc.paths['/monitors/{monitorId}/runs'].post.responses)).toContain('202');
    expect(doc.paths['/monitors/{monitorId}/runs'].post.requestBody).toBeUndefined();
  });

  it("lists every import column with the names headers.ts accepts for it, for people and for suppression lists", () => {
    const description: string = doc.paths['/people/imports'].post.description;
    const [people, suppression] = description.split('`kind=suppression`');
    for (const [field, names] of Object.entries(PERSON_SYNONYMS)) expect(people).toContain(`\n- \`${field}\`: ${names.join(', ')}`);
    for (const [field, names] of Object.entries(SUPPRESSION_SYNONYMS)) expect(suppression).toContain(`\n- \`${field}\`: ${names.join(', ')}`);
    // What the hand-written operation listed before the route table (82fc6bf) is still there.
    for (const name of ['fullname', 'jobtitle', 'headline', 'organisation', 'employer', 'emailaddress', 'workemail', 'mobile', 'profileurl', 'yearsofexperience']) {
      expect(people).toContain(name);
    }
  });

  it('is generated from the /v1 route table: one operation per route, and no other', () => {
    const operations = Object.entries<Record<string, unknown>>(doc.paths).flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`));
    expect(operations.sort()).toEqual(v1Routes().map((route) => `${route.method} ${route.path}`).sort());
  });

  it('describes errors with the envelope and bearer security', () => {
    for (const [path, item] of Object.entries<Record<string, { responses: typeof doc; security: unknown }>>(doc.paths)) {
      if (path === '/openapi.json') continue;
      for (const operation of Object.values(item)) {
        expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['400', '401', '404', '429', '500']));
        expect(operation.responses['404'].content['application/json'].schema.$ref).toBe('#/components/schemas/Error');
        expect(operation.responses['429'].headers['Retry-After']).toBeDefined();
        expect(operation.security).toEqual([{ bearerAuth: [] }]);
      }
    }
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('documents the free preview: the reading of a brief and its estimate', () => {
    const preview = doc.paths['/search/preview'].post;
    expect(preview.requestBody.content['application/json'].schema).toEqual(doc.paths['/search'].post.requestBody.content['application/json'].schema);
    const schema = preview.responses['200'].content['application/json'].schema;
    const resolved = schema.$ref ? doc.components.schemas[schema.$ref.split('/').pop()] : schema;
    expect(resolved.required).toEqual(['criteria', 'requestedTarget', 'ignored', 'clarificationQuestion', 'estimatedMatches']);
    expect(preview.description).toMatch(/no credit/);
  });

  it('documents the results paging bounds and the project.completed webhook', () => {
    const params = doc.paths['/projects/{projectId}/results'].get.parameters;
    expect(params.find((p: { name: string }) => p.name === 'limit').schema).toEqual({ type: 'integer', minimum: 1, maximum: 100, default: 25 });
    const webhook = doc.webhooks['project.completed'].post;
    expect(webhook.requestBody.content['application/json'].schema.required).toEqual(['event', 'projectId', 'status', 'resultsUrl']);
  });

  it('serves itself unauthenticated', () => {
    expect(doc.paths['/openapi.json'].get.security).toEqual([]);
  });
});
