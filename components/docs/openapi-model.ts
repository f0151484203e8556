/**
 * A read-only view of the served OpenAPI document, shaped for the reference page. It knows only
 * OpenAPI itself, so endpoints added to the routers appear on the page without touching it.
 */
type Json = Record<string, unknown>;
export type Schema = Json;

export interface OpenApiDocument {
  info: { title: string; description?: string; version: string };
  servers?: { url: string }[];
  paths: Record<string, Record<string, Json>>;
  webhooks?: Record<string, Record<string, Json>>;
  components?: { schemas?: Record<string, Schema>; securitySchemes?: Record<string, Json> };
}

interface FieldView {
  name: string;
  depth: number;
  schema: Schema;
  required: boolean;
  description?: string;
}

interface ParamView {
  name: string;
  location: string;
  required: boolean;
  schema: Schema;
  description?: string;
}

interface ResponseView {
  status: string;
  description: string;
  contentTypes: string[];
  schema?: Schema;
  headers: { name: string; description?: string; schema?: Schema }[];
}

export interface OperationView {
  anchor: string;
  method: string;
  path: string;
  summary?: string;
  description?: string;
  tag: string;
  authenticated: boolean;
  params: ParamView[];
  body?: { contentType: string; required: boolean; schema: Schema };
  responses: ResponseView[];
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options'];

/** `#/components/schemas/Name` -> `Name`. */
export function refName(schema: Schema | undefined): string | null {
  const ref = schema?.$ref;
  return typeof ref === 'string' ? (ref.split('/').pop() ?? null) : null;
}

export function resolve(doc: OpenApiDocument, schema: Schema | undefined): Schema | undefined {
  const name = refName(schema);
  return name ? doc.components?.schemas?.[name] : schema;
}

export function slug(...parts: string[]) {
  return parts
    .join('-')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function firstContent(content: unknown): { contentType: string; schema?: Schema } | null {
  if (!content || typeof content !== 'object') return null;
  const [entry] = Object.entries(content as Record<string, { schema?: Schema }>);
  return entry ? { contentType: entry[0], schema: entry[1]?.schema } : null;
}

function operationsOf(doc: OpenApiDocument, items: Record<string, Record<string, Json>>, kind: 'path' | 'webhook'): OperationView[] {
  const globalSecurity = (doc as unknown as { security?: unknown[] }).security ?? [];
  const views: OperationView[] = [];
  for (const [path, item] of Object.entries(items)) {
    for (const method of METHODS) {
      const op = item[method] as Json | undefined;
      if (!op) continue;
      const security = (op.security as unknown[] | undefined) ?? globalSecurity;
      const body = op.requestBody as Json | undefined;
      const bodyContent = firstContent(body?.content);
      views.push({
        anchor: slug(kind === 'webhook' ? 'webhook' : method, path),
        method: method.toUpperCase(),
        path,
        summary: op.summary as string | undefined,
        description: op.description as string | undefined,
        tag: ((op.tags as string[] | undefined) ?? [kind === 'webhook' ? 'Webhooks' : 'Other'])[0]!,
        authenticated: kind === 'path' && security.length > 0,
        params: ((op.parameters as Json[] | undefined) ?? []).map((p) => ({
          name: String(p.name),
          location: String(p.in),
          required: Boolean(p.required),
          schema: (p.schema as Schema | undefined) ?? {},
          description: (p.description as string | undefined) ?? ((p.schema as Json | undefined)?.description as string | undefined),
        })),
        body: bodyContent ? { contentType: bodyContent.contentType, required: Boolean(body?.required), schema: bodyContent.schema ?? {} } : undefined,
        responses: Object.entries((op.responses as Record<string, Json> | undefined) ?? {})
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([status, response]) => {
            const content = response.content as Record<string, { schema?: Schema }> | undefined;
            return {
              status,
              description: String(response.description ?? ''),
              contentTypes: Object.keys(content ?? {}),
              schema: firstContent(content)?.schema,
              headers: Object.entries((response.headers as Record<string, Json> | undefined) ?? {}).map(([name, header]) => ({
                name,
                description: header.description as string | undefined,
                schema: header.schema as Schema | undefined,
              })),
            };
          }),
      });
    }
  }
  return views;
}

export function operations(doc: OpenApiDocument): OperationView[] {
  return operationsOf(doc, doc.paths ?? {}, 'path');
}

export function webhooks(doc: OpenApiDocument): OperationView[] {
  return operationsOf(doc, doc.webhooks ?? {}, 'webhook');
}

/** An object schema's properties as rows; nested objects become indented rows (`error.code`). */
export function fieldsOf(doc: OpenApiDocument, schema: Schema | undefined, depth = 0, prefix = ''): FieldView[] {
  const resolved = resolve(doc, schema);
  const properties = resolved?.properties as Record<string, Schema> | undefined;
  if (!properties) return [];
  const required = new Set((resolved?.required as string[] | undefined) ?? []);
  const rows: FieldView[] = [];
  for (const [name, property] of Object.entries(properties)) {
    rows.push({ name: prefix + name, depth, schema: property, required: required.has(name), description: property.description as string | undefined });
    // Inline nested objects are expanded; named ($ref) ones link to their own schema instead.
    if (!refName(property) && property.properties) rows.push(...fieldsOf(doc, property, depth + 1, `${prefix}${name}.`));
  }
  return rows;
}

/** Public schemas to list; the generator's own `error.*` shapes are replaced by the envelope. */
export function schemaNames(doc: OpenApiDocument): string[] {
  return Object.keys(doc.components?.schemas ?? {}).filter((name) => !name.startsWith('error.'));
}

/** The error codes the document declares, by status: parsed from "code: meaning" response descriptions. */
export function errorCatalogue(doc: OpenApiDocument): { status: string; code: string; meaning: string; retryAfter: boolean }[] {
  const byStatus = new Map<string, { status: string; code: string; meaning: string; retryAfter: boolean }>();
  for (const op of operations(doc)) {
    for (const response of op.responses) {
      if (Number(response.status) < 400 || byStatus.has(response.status)) continue;
      const [code, ...rest] = response.description.split(':');
      byStatus.set(response.status, {
        status: response.status,
        code: rest.length ? code!.trim() : '',
        meaning: (rest.length ? rest.join(':') : response.description).trim(),
        retryAfter: response.headers.some((h) => h.name.toLowerCase() === 'retry-after'),
      });
    }
  }
  return [...byStatus.values()].sort((a, b) => a.status.localeCompare(b.status));
}
