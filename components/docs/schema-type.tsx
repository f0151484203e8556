import type { ReactNode } from 'react';
import { type Schema, refName, slug } from './openapi-model';

/** A compact type label: `string (uri)`, `integer | null`, `Result[]` with a link to named schemas. */
export function SchemaType({ schema }: { schema: Schema | undefined }): ReactNode {
  if (!schema) return <span>any</span>;
  const ref = refName(schema);
  if (ref) return <a href={`#${slug('schema', ref)}`}>{ref}</a>;
  const variants = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (variants) return join(variants.map((variant, i) => <SchemaType key={i} schema={variant} />));
  const type = schema.type;
  if (Array.isArray(type)) return <span>{type.join(' | ')}</span>;
  if (type === 'array') {
    return (
      <span>
        <SchemaType schema={schema.items as Schema | undefined} />
        []
      </span>
    );
  }
  const format = schema.format ? ` (${String(schema.format)})` : '';
  if (type === 'object' && schema.additionalProperties && !schema.properties) return <span>object (map)</span>;
  return <span>{`${type ? String(type) : schema.const !== undefined ? 'constant' : 'any'}${format}`}</span>;
}

function join(nodes: ReactNode[], separator = ' | '): ReactNode[] {
  return nodes.flatMap((node, i) => (i === 0 ? [node] : [<span key={`sep-${i}`}>{separator}</span>, node]));
}

/** Allowed values and bounds worth telling a reader (not JavaScript's safe-integer limits). */
export function SchemaConstraints({ schema }: { schema: Schema | undefined }) {
  if (!schema) return null;
  const notes: ReactNode[] = [];
  const values = (schema.enum as unknown[] | undefined) ?? (schema.const !== undefined ? [schema.const] : undefined);
  if (values) {
    notes.push(
      <span key="enum">
        One of{' '}
        {values.map((value, i) => (
          <span key={String(value)}>
            {i > 0 ? ', ' : ''}
            <code>{JSON.stringify(value)}</code>
          </span>
        ))}
      </span>,
    );
  }
  const bound = (key: string, label: string) => {
    const value = schema[key];
    if (typeof value === 'number' && Math.abs(value) < Number.MAX_SAFE_INTEGER) notes.push(<span key={key}>{`${label} ${value}`}</span>);
  };
  bound('minimum', 'min');
  bound('maximum', 'max');
  bound('minLength', 'min length');
  bound('maxLength', 'max length');
  if (schema.default !== undefined) notes.push(<span key="default">default <code>{JSON.stringify(schema.default)}</code></span>);
  if (notes.length === 0) return null;
  return <span className="muted">{join(notes, '; ')}</span>;
}
