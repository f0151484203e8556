import type { Metadata } from 'next';
import { ApiReference } from '@/components/docs/api-reference';
import type { OpenApiDocument } from '@/components/docs/openapi-model';
import { buildOpenApiDocument } from '@/server/api/openapi';
import { KEY_REQUESTS_PER_MINUTE, SEARCHES_PER_HOUR } from '@/server/limits/policy';

export const metadata: Metadata = { title: 'API reference' };
// Rendered per request: the base URL comes from the running server's APP_URL.
export const dynamic = 'force-dynamic';

export default function ApiReferencePage() {
  const doc = buildOpenApiDocument() as unknown as OpenApiDocument;
  return <ApiReference doc={doc} keyRequestsPerMinute={KEY_REQUESTS_PER_MINUTE} searchesPerHour={SEARCHES_PER_HOUR} />;
}
