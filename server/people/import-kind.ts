// The kind of import a request names, checked once for the web upload, /v1 and the operator CLI.
import { AppError } from '@/server/errors';
import { DEFAULT_IMPORT_KIND, IMPORT_KINDS, type ImportKind } from './limits';

/** What a request that names another kind is told. */
export const IMPORT_KIND_RULE = `kind must be ${IMPORT_KINDS.map((kind) => `"${kind}"`).join(' or ')}`;

export const isImportKind = (value: unknown): value is ImportKind => (IMPORT_KINDS as readonly unknown[]).includes(value);

/** The kind a request names (none: people); any other value is 400 invalid_request. */
export function importKindOf(value: string | null | undefined): ImportKind {
  if (value === null || value === undefined) return DEFAULT_IMPORT_KIND;
  if (!isImportKind(value)) throw new AppError('invalid_request', `${IMPORT_KIND_RULE}.`);
  return value;
}

/** The kind a /v1 import's query names; the query may hold nothing else (repeats are refused before). */
export function importKindOfQuery(query: URLSearchParams): ImportKind {
  if ([...query.keys()].some((name) => name !== 'kind')) throw new AppError('invalid_request', `${IMPORT_KIND_RULE}, and it is the only query parameter.`);
  return importKindOf(query.get('kind'));
}
