// What the soak checks in the database once the app has stopped: imports finished with the file's
// exact row count, the polite workspaces' searches ended, Slack commands started once each, and
// every workspace's credit balance equal to its ledger, each search's reservation settled.
import { getDb } from '../../server/db';

export interface Workspace {
  id: string;
  name: string;
  polite: boolean;
}

export interface CheckResult {
  name: string;
  ok: boolean;
  detail: string;
}

export async function importChecks(workspaces: Workspace[], expectedRows: number, accepted: string[]): Promise<{ checks: CheckResult[]; figures: string }> {
  const { prisma } = await getDb();
  const imports = await prisma.peopleImport.findMany({ where: { workspaceId: { in: workspaces.map((w) => w.id) }, kind: 'people' } });
  const wrong: string[] = [];
  let exact = 0;
  let cut = 0;
  let oversized = 0;
  for (const imp of imports) {
    const workspace = workspaces.find((w) => w.id === imp.workspaceId)!;
    if (imp.status === 'done' && imp.rows === expectedRows && imp.imported + imp.updated + imp.rejected === imp.rows) exact++;
    else if (imp.status === 'uploading' && !accepted.includes(imp.id)) cut++; // its upload was cut by a kill: never answered 202
    else if (imp.status === 'failed' && !workspace.polite && /exceeds/.test(imp.failure ?? '')) oversized++;
    else wrong.push(`${workspace.name} ${imp.id}: ${imp.status}, rows ${imp.rows} (imported ${imp.imported}, updated ${imp.updated}, rejected ${imp.rejected}), expected ${expectedRows}${imp.failure ? `, failure: ${imp.failure}` : ''}`);
  }
  const missing = accepted.filter((id) => !imports.some((imp) => imp.id === id));
  const perWorkspace = workspaces.map((w) => imports.filter((imp) => imp.workspaceId === w.id && imp.status === 'done').length);
  return {
    checks: [
      { name: 'imports answered 202 all done with the exact row count', ok: wrong.length === 0 && missing.length === 0, detail: [...wrong, ...missing.map((id) => `${id}: not in the database`)].join('\n      ') },
      { name: 'every workspace finished an import', ok: perWorkspace.every((n) => n >= 1), detail: `done per workspace: ${perWorkspace.join(', ')}` },
    ],
    figures: `${exact} done with exactly ${expectedRows} rows; ${cut} uploads cut by kills (never answered, left uploading); ${oversized} oversized uploads failed`,
  };
}

export async function searchChecks(workspaces: Workspace[], startedByClients: string[]): Promise<{ checks: CheckResult[]; figures: string }> {
  const { prisma } = await getDb();
  const polite = workspaces.filter((w) => w.polite).map((w) => w.id);
  const projects = await prisma.project.findMany({ where: { workspaceId: { in: polite } }, select: { id: true, status: true, error: true } });
  const unfinished = projects.filter((p) => p.status === 'running');
  // failProject: done with the error set when the search used up its retries.
  const failed = projects.filter((p) => p.error !== null);
  const unknown = projects.filter((p) => !startedByClients.includes(p.id));
  const done = projects.filter((p) => p.status === 'done').length;
  const awaiting = projects.filter((p) => p.status === 'awaiting_input').length;
  return {
    checks: [
      {
        name: 'polite searches all finished (done or awaiting_input, none failed)',
        ok: unfinished.length === 0 && failed.length === 0,
        detail: [...unfinished.map((p) => `${p.id} still running`), ...failed.map((p) => `${p.id} failed: ${JSON.stringify(p.error)}`)].join(', '),
      },
      { name: 'no polite project unknown to its client', ok: unknown.length === 0, detail: unknown.map((p) => p.id).join(', ') },
    ],
    figures: `${projects.length} polite searches: ${done} done, ${awaiting} awaiting_input, ${unfinished.length} running, ${failed.length} failed`,
  };
}

/** Each Slack command's response URL names the command: two projects with one URL = one command started twice. */
export async function slackChecks(abusive: Workspace, acknowledged: string[]): Promise<{ checks: CheckResult[]; figures: string }> {
  const { prisma } = await getDb();
  const commands = await prisma.slackCommand.findMany({ where: { workspaceId: abusive.id }, select: { projectId: true, responseUrl: true } });
  const byUrl = new Map<string, number>();
  for (const c of commands) byUrl.set(c.responseUrl ?? '', (byUrl.get(c.responseUrl ?? '') ?? 0) + 1);
  const twice = [...byUrl].filter(([, n]) => n > 1);
  const unseen = acknowledged.filter((id) => !commands.some((c) => c.projectId === id));
  const running = await prisma.project.count({ where: { workspaceId: abusive.id, status: 'running' } });
  return {
    checks: [
      { name: 'no Slack command started a search twice', ok: twice.length === 0, detail: twice.map(([url, n]) => `${url}: ${n} projects`).join(', ') },
      { name: 'acknowledged Slack searches recorded', ok: unseen.length === 0, detail: unseen.join(', ') },
    ],
    figures: `${commands.length} searches started from Slack (${acknowledged.length} acknowledged to the client), ${running} still running`,
  };
}

/**
 * For each workspace: the balance equals the sum of its ledger, and every search's entries match
 * it: one reservation of reservedCredits, and once settled a refund of exactly reserved - charged,
 * where charged is the results delivered (capped by the reservation); nothing refunded while running.
 */
export async function creditChecks(workspaces: Workspace[]): Promise<{ checks: CheckResult[]; figures: string }> {
  const { prisma } = await getDb();
  const wrong: string[] = [];
  const lines: string[] = [];
  for (const w of workspaces) {
    const { creditBalance } = await prisma.workspace.findUniqueOrThrow({ where: { id: w.id }, select: { creditBalance: true } });
    const entries = await prisma.creditEntry.findMany({ where: { workspaceId: w.id } });
    const ledger = entries.reduce((sum, e) => sum + e.amount, 0);
    if (ledger !== creditBalance) wrong.push(`${w.name}: balance ${creditBalance} but the ledger sums to ${ledger}`);
    const projects = await prisma.project.findMany({ where: { workspaceId: w.id }, select: { id: true, status: true, reservedCredits: true, chargedCredits: true, _count: { select: { results: true } } } });
    let charged = 0;
    for (const p of projects) {
      const mine = entries.filter((e) => e.projectId === p.id);
      const reserves = mine.filter((e) => e.kind === 'reserve');
      const refunded = mine.filter((e) => e.kind === 'refund').reduce((sum, e) => sum + e.amount, 0);
      if (p.reservedCredits > 0 ? reserves.length !== 1 || reserves[0]!.amount !== -p.reservedCredits : reserves.length !== 0) {
        wrong.push(`${w.name} ${p.id}: reserved ${p.reservedCredits}, reservation entries ${reserves.map((e) => e.amount).join(',') || 'none'}`);
      }
      if (p.chargedCredits === null) {
        if (refunded !== 0 || p.status !== 'running') wrong.push(`${w.name} ${p.id}: ${p.status}, not settled, refunded ${refunded}`);
        continue;
      }
      charged += p.chargedCredits;
      if (refunded !== p.reservedCredits - p.chargedCredits) wrong.push(`${w.name} ${p.id}: reserved ${p.reservedCredits}, charged ${p.chargedCredits}, refunded ${refunded}`);
      if (p.chargedCredits !== Math.min(p._count.results, p.reservedCredits)) wrong.push(`${w.name} ${p.id}: charged ${p.chargedCredits} for ${p._count.results} results (reserved ${p.reservedCredits})`);
    }
    const orphans = entries.filter((e) => e.projectId !== null && !projects.some((p) => p.id === e.projectId));
    if (orphans.length) wrong.push(`${w.name}: ${orphans.length} ledger entries of unknown projects`);
    lines.push(`${w.name} ${creditBalance} = ledger ${ledger} (${entries.length} entries, ${projects.length} searches, ${charged} charged)`);
  }
  return {
    checks: [{ name: 'credits balanced to the ledger, every search settled exactly', ok: wrong.length === 0, detail: wrong.join('\n      ') }],
    figures: lines.join('\n    '),
  };
}
