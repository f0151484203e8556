/**
 * A separate app process for search-crash.int.test.ts, on the test's database (DATA_DIR or
 * DATABASE_URL from the environment):
 *   start <email> <point>   seeds the directory, starts a search, runs it, and SIGKILLs itself at
 *                   `mid-search`: right after the executor saved its 2nd step (interpreted and
 *                   planned, nothing stored), or `after-finalise`: once the finalise step has
 *                   committed the results but before the executor saved that step
 *   resume <id>     starts the executor like a restarted app and exits when the project is finished
 */
import { startInngest } from '@/inngest/start';
import { SqlRunStore } from '@/server/jobs/embedded/sql-store';
import { signUp } from '@/server/auth/users';
import { getDb } from '@/server/db';
import { startSearch } from '@/server/projects/start-search';
import { seedDirectory } from '@/server/search';

const [mode, arg, point] = process.argv.slice(2);
const db = await getDb();

if (mode === 'start') {
  await seedDirectory(db, { size: 3000, onlyIfEmpty: true });
  const { user, workspace } = await signUp({ email: arg!, password: 'correct horse battery', credits: 1000 });
  const { projectId } = await startSearch({ kind: 'user', userId: user.id, workspaceId: workspace.id, role: 'owner' }, { brief: 'find 8 software engineers in Germany', source: 'web' });
  process.stdout.write(`project ${projectId}\n`);
  const store = new SqlRunStore(db.sql);
  let saves = 0;
  const saveRun: SqlRunStore['saveRun'] = async (...args) => {
    if (point === 'after-finalise') {
      const [row] = await db.sql.query<{ status: string }>('SELECT status FROM "Project" WHERE id = $1', [projectId]);
      if (row?.status === 'done') process.kill(process.pid, 'SIGKILL');
    }
    const saved = await store.saveRun(...args);
    if (point === 'mid-search' && ++saves === 2) process.kill(process.pid, 'SIGKILL');
    return saved;
  };
  await startInngest({ store: Object.assign(Object.create(store), { saveRun }) });
  await new Promise(() => {}); // killed above
} else {
  await startInngest();
  // Finished = the project left running and its run is recorded as completed.
  for (;;) {
    const [row] = await db.sql.query<{ status: string; run: string | null }>(
      `SELECT p.status, (SELECT r.status::text FROM "InngestRun" r WHERE r."eventId" = $2) AS run FROM "Project" p WHERE p.id = $1`,
      [arg, `search-${arg}`],
    );
    if (row?.status !== 'running' && row?.run === 'completed') break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  process.exit(0);
}
