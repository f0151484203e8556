// A process that imports a file and is killed (SIGKILL) right after `killAt` rows have committed:
// the crash test (inngest/functions/import-people-crash.int.test.ts) then checks that the import resumes.
import { importFile } from '../imports';

const [workspaceId, file, killAt] = process.argv.slice(2);
await importFile({
  workspaceId: workspaceId!,
  kind: 'people',
  path: file!,
  onProgress: (rows) => {
    if (rows >= Number(killAt)) process.kill(process.pid, 'SIGKILL');
  },
});
process.exit(3); // should have been killed
