import { CodeBlock } from './code-block';
import styles from './docs.module.css';
import { InlineText } from './inline-text';
import {
  type OpenApiDocument,
  type OperationView,
  type Schema,
  errorCatalogue,
  fieldsOf,
  operations,
  refName,
  resolve,
  schemaNames,
  slug,
  webhooks,
} from './openapi-model';
import { SchemaConstraints, SchemaType } from './schema-type';
import { walkthroughSteps } from './walkthrough-steps';

interface ApiReferenceProps {
  doc: OpenApiDocument;
  /** Requests per minute per key, from the server's limiter. */
  keyRequestsPerMinute: number;
  searchesPerHour: number;
}

/** The human-readable API reference, rendered on the server from the served OpenAPI document. */
export function ApiReference({ doc, keyRequestsPerMinute, searchesPerHour }: ApiReferenceProps) {
  const baseUrl = doc.servers?.[0]?.url ?? '/v1';
  const ops = operations(doc);
  const hooks = webhooks(doc);
  const schemas = schemaNames(doc);
  const errors = errorCatalogue(doc);

  const toc = [
    { id: 'overview', label: 'Overview' },
    { id: 'authentication', label: 'Authentication' },
    { id: 'errors', label: 'Errors' },
    { id: 'rate-limits', label: 'Rate limits' },
    { id: 'walkthrough', label: 'Walk-through with curl' },
  ];

  return (
    <div className={styles.layout}>
      <nav className={styles.toc} aria-label="On this page">
        <p className={styles.tocHeading}>Guide</p>
        <ul>
          {toc.map((item) => (
            <li key={item.id}>
              <a href={`#${item.id}`}>{item.label}</a>
            </li>
          ))}
        </ul>
        <p className={styles.tocHeading}>Endpoints</p>
        <ul>
          {ops.map((op) => (
            <li key={op.anchor}>
              <a href={`#${op.anchor}`} className={styles.tocEndpoint}>
                <MethodPill method={op.method} small />
                <span>{op.path}</span>
              </a>
            </li>
          ))}
        </ul>
        {hooks.length ? (
          <>
            <p className={styles.tocHeading}>Webhooks</p>
            <ul>
              {hooks.map((hook) => (
                <li key={hook.anchor}>
                  <a href={`#${hook.anchor}`}>{hook.path}</a>
                </li>
              ))}
            </ul>
          </>
        ) : null}
        <p className={styles.tocHeading}>Schemas</p>
        <ul>
          {schemas.map((name) => (
            <li key={name}>
              <a href={`#${slug('schema', name)}`}>{name}</a>
            </li>
          ))}
        </ul>
      </nav>

      <article className={styles.article}>
        <header id="overview" className={styles.hero}>
          <p className={styles.eyebrow}>API reference · v{doc.info.version}</p>
          <h1>{doc.info.title}</h1>
          <p className={styles.lead}>
            <InlineText text={doc.info.description} />
          </p>
          <dl className={styles.facts}>
            <div>
              <dt>Base URL</dt>
              <dd>
                <code>{baseUrl}</code>
              </dd>
            </div>
            <div>
              <dt>Format</dt>
              <dd>JSON requests and responses (CSV for exports)</dd>
            </div>
            <div>
              <dt>Machine-readable</dt>
              <dd>
                <a href="/v1/openapi.json">openapi.json</a> (OpenAPI {(doc as unknown as { openapi?: string }).openapi ?? '3.1'})
              </dd>
            </div>
          </dl>
        </header>

        <section id="authentication" className={styles.section}>
          <h2>Authentication</h2>
          <p>
            Send an API key as a bearer token on every request, except <code>GET /v1/openapi.json</code>. Create keys in{' '}
            <a href="/settings/api-keys">Settings › API keys</a>; a key starts with <code>ok_live_</code> and is shown once, when you create it.
          </p>
          <CodeBlock code={`Authorization: Bearer ok_live_…`} label="header" />
          <p>
            A missing, malformed, unknown or revoked key gets <code>401 unauthorized</code>; a revoked key is refused from the very next request.
            Keys act for the whole workspace: call the API from a server only, never from a browser or mobile app.
          </p>
        </section>

        <section id="errors" className={styles.section}>
          <h2>Errors</h2>
          <p>
            Every error, on every path under <code>/v1</code>, has the same JSON body with a stable <code>code</code> to branch on and a{' '}
            <code>message</code> for people:
          </p>
          <CodeBlock code={`{\n  "error": {\n    "code": "not_found",\n    "message": "Project not found"\n  }\n}`} label="json" />
          <div className={`card ${styles.tableCard}`}>
            <table className="table" aria-label="Error codes">
              <thead>
                <tr>
                  <th scope="col">Status</th>
                  <th scope="col">Code</th>
                  <th scope="col">Meaning</th>
                </tr>
              </thead>
              <tbody>
                {errors.map((error) => (
                  <tr key={error.status}>
                    <td>
                      <StatusPill status={error.status} />
                    </td>
                    <td>
                      <code>{error.code}</code>
                    </td>
                    <td>
                      <InlineText text={error.meaning} />
                      {error.retryAfter ? (
                        <span className="muted">
                          {' '}
                          (see <a href="#rate-limits">Rate limits</a>)
                        </span>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>

        <section id="rate-limits" className={styles.section}>
          <h2>Rate limits</h2>
          <div className={`card ${styles.tableCard}`}>
            <table className="table" aria-label="Rate limits">
              <thead>
                <tr>
                  <th scope="col">Limit</th>
                  <th scope="col">Scope</th>
                  <th scope="col">Applies to</th>
                </tr>
              </thead>
              <tbody>
                <tr>
                  <td>{keyRequestsPerMinute} requests per minute</td>
                  <td>per API key</td>
                  <td>all endpoints together</td>
                </tr>
                <tr>
                  <td>{searchesPerHour} new searches per hour</td>
                  <td>per workspace, whatever the number of keys</td>
                  <td>
                    <code>POST /v1/search</code>
                  </td>
                </tr>
              </tbody>
            </table>
          </div>
          <ul className={styles.list}>
            <li>
              Past a limit the answer is <code>429 limit_exceeded</code> with <code>Retry-After</code>: wait that many seconds and repeat the
              request; nothing is lost.
            </li>
            <li>
              Every authenticated response carries the IETF headers <code>RateLimit-Policy</code> (e.g. <code>&quot;per-key&quot;;q={keyRequestsPerMinute};w=60</code>) and{' '}
              <code>RateLimit</code> (requests remaining and seconds until the window resets).
            </li>
            <li>
              When the workspace&apos;s credits or monthly budget are used up, the answer is <code>429 limit_exceeded</code> <em>without</em>{' '}
              <code>Retry-After</code>: waiting does not help.
            </li>
          </ul>
        </section>

        <section id="walkthrough" className={styles.section}>
          <h2>Walk-through with curl</h2>
          <ol className={styles.walkthrough}>
            {walkthroughSteps(baseUrl).map((step) => (
              <li key={step.id}>
                <h3>{step.title}</h3>
                <p>
                  <InlineText text={step.text} />
                </p>
                {step.code ? <CodeBlock code={step.code} /> : null}
                {step.response ? <CodeBlock code={step.response} label="response" /> : null}
              </li>
            ))}
          </ol>
        </section>

        <section className={styles.section} aria-labelledby="endpoints-title">
          <h2 id="endpoints-title">Endpoints</h2>
          {ops.map((op) => (
            <Operation key={op.anchor} doc={doc} op={op} />
          ))}
        </section>

        {hooks.length ? (
          <section className={styles.section} aria-labelledby="webhooks-title">
            <h2 id="webhooks-title">Webhooks</h2>
            <p>
              Sent as an HTTP <code>POST</code> to the <code>callbackUrl</code> of a search. Verify the signature with the workspace&apos;s
              webhook secret (<a href="/settings/api-keys#webhook-secret-title">Settings › API keys</a>) before trusting a delivery.
            </p>
            {hooks.map((hook) => (
              <Operation key={hook.anchor} doc={doc} op={hook} webhook />
            ))}
          </section>
        ) : null}

        <section className={styles.section} aria-labelledby="schemas-title">
          <h2 id="schemas-title">Schemas</h2>
          {schemas.map((name) => (
            <div key={name} id={slug('schema', name)} className={`card ${styles.schema}`}>
              <h3 className="mono">{name}</h3>
              <FieldsTable doc={doc} schema={{ $ref: `#/components/schemas/${name}` }} label={`${name} fields`} />
            </div>
          ))}
        </section>
      </article>
    </div>
  );
}

function MethodPill({ method, small }: { method: string; small?: boolean }) {
  return <span className={`${styles.method} ${styles[`method${method}`] ?? ''} ${small ? styles.methodSmall : ''}`}>{method}</span>;
}

function StatusPill({ status }: { status: string }) {
  const tone = status.startsWith('2') ? styles.status2 : status.startsWith('5') ? styles.status5 : styles.status4;
  return <span className={`${styles.status} ${tone}`}>{status}</span>;
}

function Operation({ doc, op, webhook }: { doc: OpenApiDocument; op: OperationView; webhook?: boolean }) {
  return (
    <article id={op.anchor} className={`card ${styles.operation}`} aria-labelledby={`${op.anchor}-title`}>
      <header className={styles.operationHead}>
        <div className={styles.operationLine}>
          <MethodPill method={op.method} />
          <code className={styles.path}>{webhook ? op.path : `/v1${op.path}`}</code>
          {webhook ? null : op.authenticated ? (
            <span className="badge badge-neutral">Bearer key</span>
          ) : (
            <span className="badge badge-success">No authentication</span>
          )}
        </div>
        <h3 id={`${op.anchor}-title`}>{op.summary ?? `${op.method} ${op.path}`}</h3>
        {op.description ? (
          <p className={styles.operationText}>
            <InlineText text={op.description} />
          </p>
        ) : null}
      </header>

      {op.params.length ? (
        <div className={styles.block}>
          <h4>Parameters</h4>
          <div className={`table-wrap ${styles.frame}`}>
            <table className="table" aria-label={`${op.method} ${op.path} parameters`}>
              <colgroup>
                <col style={{ width: '30%' }} />
                <col style={{ width: '12%' }} />
                <col style={{ width: '20%' }} />
                <col />
              </colgroup>
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">In</th>
                  <th scope="col">Type</th>
                  <th scope="col">Description</th>
                </tr>
              </thead>
              <tbody>
                {op.params.map((param) => (
                  <tr key={`${param.location}-${param.name}`}>
                    <td>
                      <code>{param.name}</code>
                      {param.required ? <span className={styles.required}>required</span> : null}
                    </td>
                    <td className="muted">{param.location}</td>
                    <td className="mono">
                      <SchemaType schema={param.schema} />
                    </td>
                    <td>
                      <InlineText text={param.description} /> <SchemaConstraints schema={param.schema} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      ) : null}

      {op.body ? (
        <div className={styles.block}>
          <h4>
            {webhook ? 'Payload' : 'Request body'} <span className={styles.contentType}>{op.body.contentType}</span>
            {op.body.required ? <span className={styles.required}>required</span> : null}
          </h4>
          <FieldsTable doc={doc} schema={op.body.schema} label={`${op.method} ${op.path} body`} />
        </div>
      ) : null}

      <div className={styles.block}>
        <h4>{webhook ? 'Expected answers' : 'Responses'}</h4>
        <ul className={styles.responses}>
          {op.responses.map((response) => (
            <li key={response.status}>
              <StatusPill status={response.status} />
              <div className={styles.responseText}>
                <span>
                  <InlineText text={response.description} />
                </span>
                {response.contentTypes.length || response.headers.length ? (
                  <span className={styles.responseMeta}>
                    {response.contentTypes.map((type) => (
                      <span key={type} className={styles.contentType}>
                        {type}
                      </span>
                    ))}
                    {response.schema && Number(response.status) < 400 ? (
                      <span className="mono">
                        <SchemaType schema={response.schema} />
                      </span>
                    ) : response.schema ? (
                      <a href="#errors" className="mono">
                        {refName(response.schema) ?? 'Error'}
                      </a>
                    ) : null}
                    {response.headers.map((header) => (
                      <span key={header.name} className={styles.header} title={header.description}>
                        header <code>{header.name}</code>
                      </span>
                    ))}
                  </span>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}

function FieldsTable({ doc, schema, label }: { doc: OpenApiDocument; schema: Schema; label: string }) {
  const fields = fieldsOf(doc, schema);
  if (fields.length === 0) {
    const resolved = resolve(doc, schema);
    return (
      <p className="muted">
        <span className="mono">
          <SchemaType schema={schema} />
        </span>
        {resolved?.description ? (
          <>
            {' '}
            — <InlineText text={String(resolved.description)} />
          </>
        ) : null}
      </p>
    );
  }
  return (
    <div className={`table-wrap ${styles.frame}`}>
      <table className="table" aria-label={label}>
        <colgroup>
          <col style={{ width: '32%' }} />
          <col style={{ width: '22%' }} />
          <col />
        </colgroup>
        <thead>
          <tr>
            <th scope="col">Field</th>
            <th scope="col">Type</th>
            <th scope="col">Description</th>
          </tr>
        </thead>
        <tbody>
          {fields.map((field) => (
            <tr key={field.name}>
              <td style={{ paddingLeft: 12 + field.depth * 18 }}>
                <code>{field.name.split('.').pop()}</code>
                {field.required ? <span className={styles.required}>required</span> : <span className={styles.optional}>optional</span>}
              </td>
              <td className="mono">
                <SchemaType schema={field.schema} />
              </td>
              <td>
                {field.description ? <InlineText text={field.description} /> : null} <SchemaConstraints schema={field.schema} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

