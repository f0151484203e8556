'use client';

import { Badge } from '@/components/ui/badge';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { inferRouterOutputs } from '@trpc/server';
import { Fragment, useState } from 'react';
import { useTRPC } from '@/components/trpc/client';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { describeError } from '@/components/ui/error-message';
import { CheckIcon, ChevronDownIcon, ChevronLeftIcon, ChevronRightIcon, ExternalLinkIcon, MailIcon, MapPinIcon, PhoneIcon, StarFilledIcon, StarIcon } from '@/components/ui/icons';
import { useToast } from '@/components/ui/toast';
import type { AppRouter } from '@/server/api/root';
import { RESULTS_DEFAULT_LIMIT } from '@/server/schemas/results';
import { isVerified } from '@/server/search/search-rules';
import styles from './results-table.module.css';
import { CriterionHeading, VerdictIcon, VerdictLegend, criterionColumns } from './verdicts';

type TablePage = inferRouterOutputs<AppRouter>['projects']['table'];
type Row = TablePage['results'][number];
type Detail = inferRouterOutputs<AppRouter>['projects']['detail'];

const PAGE_SIZE = RESULTS_DEFAULT_LIMIT;

interface ResultsTableProps {
  projectId: string;
  total: number;
  criteria: string[];
}

/** The results of a finished project: a page of the API's default size, verdict badges, contact fields and starring. */
export function ResultsTable({ projectId, total, criteria }: ResultsTableProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [page, setPage] = useState(0);
  const [expanded, setExpanded] = useState<string | null>(null);
  const pageInput = { projectId, limit: PAGE_SIZE, offset: page * PAGE_SIZE };
  const table = useQuery(trpc.projects.table.queryOptions(pageInput, { placeholderData: keepPreviousData }));
  const statusKey = trpc.projects.detail.queryKey({ projectId });
  const tableKey = trpc.projects.table.queryKey(pageInput);

  const star = useMutation(
    trpc.projects.star.mutationOptions({
      // Optimistic: the star and the project's starred count change at once, and roll back on failure.
      onMutate: async ({ resultId, starred }) => {
        await Promise.all([queryClient.cancelQueries({ queryKey: tableKey }), queryClient.cancelQueries({ queryKey: statusKey })]);
        const previousPage = queryClient.getQueryData<TablePage>(tableKey);
        const previousStatus = queryClient.getQueryData<Detail>(statusKey);
        const before = previousPage?.results.find((r) => r.id === resultId)?.starred;
        queryClient.setQueryData<TablePage>(tableKey, (old) =>
          old ? { ...old, results: old.results.map((r) => (r.id === resultId ? { ...r, starred } : r)) } : old,
        );
        if (before !== undefined && before !== starred) {
          queryClient.setQueryData<Detail>(statusKey, (old) => (old ? { ...old, starredResults: Math.max(0, old.starredResults + (starred ? 1 : -1)) } : old));
        }
        return { previousPage, previousStatus };
      },
      onError: (error, _input, context) => {
        if (context?.previousPage) queryClient.setQueryData(tableKey, context.previousPage);
        if (context?.previousStatus) queryClient.setQueryData(statusKey, context.previousStatus);
        toast(`Could not update the star: ${describeError(error).message}`, 'error');
      },
      onSuccess: ({ starredResults }) => {
        queryClient.setQueryData<Detail>(statusKey, (old) => (old ? { ...old, starredResults } : old));
      },
      onSettled: () => queryClient.invalidateQueries({ queryKey: trpc.projects.list.queryKey() }),
    }),
  );

  const pageCount = Math.max(1, Math.ceil((table.data?.total ?? total) / PAGE_SIZE));
  const first = page * PAGE_SIZE + 1;
  const last = Math.min((page + 1) * PAGE_SIZE, table.data?.total ?? total);
  // One column per criterion: the project's criteria, then any other name a verdict carries.
  const columns = criterionColumns(criteria, table.data?.results ?? []);

  return (
    <section className="card" aria-labelledby="results-title">
      <div className={`card-header ${styles.resultsHeader}`}>
        <div>
          <h2 id="results-title">Results</h2>
          <p>Verified people first, then the closest matches. Star the ones to follow up.</p>
        </div>
        <VerdictLegend />
      </div>

      {table.isError ? (
        <div className="card-body">
          <Alert tone="error" title="Could not load the results">
            {describeError(table.error).message}
          </Alert>
        </div>
      ) : !table.data ? (
        <ResultsSkeleton />
      ) : (
        <div className={`table-wrap ${table.isPlaceholderData ? styles.loadingPage : ''}`}>
          <table className={`table ${styles.resultsTable}`} aria-label="Results">
            <thead>
              <tr>
                <th scope="col" className={styles.starCol}>
                  <span className="visually-hidden">Star and details</span>
                </th>
                <th scope="col">Person</th>
                <th scope="col">Contact</th>
                {columns.map((name) => (
                  <th scope="col" key={name} className={styles.criterionHead} title={name}>
                    <CriterionHeading name={name} />
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.data.results.map((row, index) => (
                <Fragment key={row.id}>
                  <tr data-result-id={row.id} data-name={row.fullName} className={row.starred ? styles.starredRow : undefined}>
                    <td className={styles.starCol}>
                      <div className={styles.rowTools}>
                        <StarToggle row={row} onToggle={(starred) => star.mutate({ resultId: row.id, starred })} />
                        <button
                          type="button"
                          className={`${styles.iconButton} ${expanded === row.id ? styles.iconButtonOpen : ''}`}
                          aria-expanded={expanded === row.id}
                          aria-label={`Details for ${row.fullName}`}
                          title={expanded === row.id ? 'Hide details' : 'Show details'}
                          onClick={() => setExpanded((current) => (current === row.id ? null : row.id))}
                        >
                          <ChevronDownIcon size={15} />
                        </button>
                      </div>
                    </td>
                    <td>
                      <PersonCell row={row} position={page * PAGE_SIZE + index + 1} />
                    </td>
                    <td>
                      <ContactCell row={row} />
                    </td>
                    {columns.map((name) => (
                      <td key={name} className={styles.verdictCell}>
                        <VerdictIcon name={name} verdict={row.verdicts[name]} evidence={evidenceOf(row)[name]} />
                      </td>
                    ))}
                  </tr>
                  {expanded === row.id ? (
                    <tr className={styles.detailRow}>
                      <td colSpan={columns.length + 3}>
                        <FieldsDetail fields={row.fields} />
                      </td>
                    </tr>
                  ) : null}
                </Fragment>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {table.data && table.data.total > 0 ? (
        <nav className={styles.pager} aria-label="Results pages">
          <span className={styles.pagerText}>
            Showing <strong>{first}</strong>–<strong>{last}</strong> of <strong>{table.data.total}</strong>
          </span>
          <div className={styles.pagerButtons} hidden={pageCount === 1}>
            <Button size="sm" variant="secondary" onClick={() => setPage((p) => Math.max(0, p - 1))} disabled={page === 0} icon={<ChevronLeftIcon size={14} />}>
              Previous
            </Button>
            <span className={styles.pageOf} aria-live="polite">
              Page {page + 1} of {pageCount}
            </span>
            <Button size="sm" variant="secondary" onClick={() => setPage((p) => Math.min(pageCount - 1, p + 1))} disabled={page >= pageCount - 1}>
              Next
              <ChevronRightIcon size={14} />
            </Button>
          </div>
        </nav>
      ) : null}
    </section>
  );
}

function StarToggle({ row, onToggle }: { row: Row; onToggle: (starred: boolean) => void }) {
  return (
    <button
      type="button"
      className={`${styles.starButton} ${row.starred ? styles.starOn : ''}`}
      aria-pressed={row.starred}
      aria-label={row.starred ? `Unstar ${row.fullName}` : `Star ${row.fullName}`}
      title={row.starred ? 'Starred: click to unstar' : 'Star this person'}
      onClick={() => onToggle(!row.starred)}
    >
      {row.starred ? <StarFilledIcon size={17} /> : <StarIcon size={17} />}
    </button>
  );
}

function initials(row: Row): string {
  return `${row.firstName.charAt(0)}${row.lastName.charAt(0)}`.toUpperCase() || row.fullName.charAt(0).toUpperCase();
}

function PersonCell({ row, position }: { row: Row; position: number }) {
  const verified = isVerified(row.verdicts);
  return (
    <div className={styles.person}>
      <span className={styles.personAvatar} aria-hidden="true">
        {initials(row)}
      </span>
      <div className={styles.personText}>
        <span className={styles.personName}>
          <span className={styles.position}>{position}.</span> {row.fullName}
          {verified ? (
            <span className={styles.verifiedMark} title="Verified: meets every criterion">
              <CheckIcon size={10} strokeWidth={3.2} />
              <span className="visually-hidden">Verified</span>
            </span>
          ) : null}{' '}
          {row.fields.source === 'your people' ? <Badge tone="primary">Your people</Badge> : <Badge tone="warning">Demo directory</Badge>}
        </span>
        <span className={styles.personRole}>
          {row.title}
          {row.company ? (
            <>
              <span className={styles.at}> at </span>
              {row.company}
            </>
          ) : null}
        </span>
        <span className={styles.personMeta}>
          {row.location ? (
            <span className={styles.personLocation} title={row.location}>
              <MapPinIcon size={12} />
              <span>{row.location}</span>
            </span>
          ) : null}
          <span className={styles.surfacedBy} title={`Found by the “${row.surfacedBy}” sub-search`}>
            <span className="visually-hidden">Found by </span>
            {row.surfacedBy}
          </span>
        </span>
      </div>
    </div>
  );
}

function ContactCell({ row }: { row: Row }) {
  return (
    <div className={styles.contact}>
      {row.primaryEmail ? (
        <a href={`mailto:${row.primaryEmail}`} className={styles.contactLine} title={row.primaryEmail}>
          <MailIcon size={13} />
          <span>{row.primaryEmail}</span>
        </a>
      ) : (
        <span className={`${styles.contactLine} muted`}>
          <MailIcon size={13} />
          No email
        </span>
      )}
      {row.primaryPhone ? (
        <span className={styles.contactLine}>
          <PhoneIcon size={13} />
          <span className="nowrap">{row.primaryPhone}</span>
        </span>
      ) : null}
      {row.linkedinUrl ? (
        <a href={row.linkedinUrl} target="_blank" rel="noopener noreferrer" className={styles.contactLine} aria-label={`LinkedIn profile of ${row.fullName} (opens in a new tab)`}>
          <ExternalLinkIcon size={13} />
          <span>LinkedIn</span>
        </a>
      ) : null}
    </div>
  );
}

const FIELD_LABELS: Record<string, string> = { yearsExperience: 'Years of experience', companySize: 'Company size', companyStage: 'Company stage' };

function fieldLabel(key: string): string {
  const known = FIELD_LABELS[key];
  if (known) return known;
  const words = key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The evidence behind each verdict (criterion name -> value), kept in fields.evidence. */
function evidenceOf(row: Pick<Row, 'fields'>): Record<string, string> {
  return row.fields.evidence ?? {};
}

function fieldValue(value: string | number | boolean | null): string {
  if (value === null || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
}

function FieldsDetail({ fields }: { fields: Row['fields'] }) {
  const { evidence: _evidence, ...flat } = fields;
  const entries = Object.entries(flat) as Array<[string, string | number | boolean | null]>;
  const evidence = Object.entries(evidenceOf({ fields }));
  if (entries.length === 0 && evidence.length === 0) return <p className="muted">No further details for this person.</p>;
  return (
    <>
      {evidence.length > 0 ? (
        <dl className={styles.fields} aria-label="Why each verdict">
          {evidence.map(([name, value]) => (
            <div key={name}>
              <dt>{name}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <dl className={styles.fields}>
        {entries.map(([key, value]) => (
          <div key={key}>
            <dt>{fieldLabel(key)}</dt>
            <dd>{fieldValue(value)}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

function ResultsSkeleton() {
  return (
    <div className="table-wrap" aria-busy="true" aria-label="Loading results">
      <table className="table">
        <tbody>
          {[0, 1, 2, 3, 4].map((row) => (
            <tr key={row}>
              <td style={{ width: 40 }}>
                <span className="skeleton" style={{ height: 16, width: 16 }} />
              </td>
              <td>
                <span className="skeleton" style={{ height: 12, width: 160 }} />
                <span className="skeleton" style={{ height: 10, width: 120, marginTop: 8 }} />
              </td>
              {[0, 1, 2, 3].map((col) => (
                <td key={col}>
                  <span className="skeleton" style={{ height: 12, width: 100 }} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
