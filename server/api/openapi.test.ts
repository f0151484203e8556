import SwaggerParser from '@apidevtools/swagger-parser';
import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from './openapi';

describe('OpenAPI document', () => {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a JSON document explored by key
  const doc = buildOpenApiDocument() as Record<string, any>;

  it('is a valid OpenAPI 3.1 document', async () => {
    expect(doc.openapi).toBe('3.1.0');
    await SwaggerParser.validate(structuredClone(doc) as never);
  });

  it('describes the status endpoint with the error envelope and bearer security', () => {
    const get = doc.paths['/projects/{projectId}'].get;
    expect(Object.keys(get.responses).sort()).toEqual(['200', '400', '401', '404', '429', '500']);
    expect(get.responses['404'].content['application/json'].schema.$ref).toBe('#/components/schemas/Error');
    expect(get.responses['429'].headers['Retry-After']).toBeDefined();
    expect(get.security).toEqual([{ bearerAuth: [] }]);
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('serves itself unauthenticated', () => {
    expect(doc.paths['/openapi.json'].get.security).toEqual([]);
  });
});
