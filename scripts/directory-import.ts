// npm run directory:import -- --file <path.csv|path.jsonl> (server/operator/directory-import-cli.ts).
import { directoryImportCli } from '../server/operator/directory-import-cli';
import { runAsScript } from '../server/operator/cli';

void runAsScript(directoryImportCli, 'directory:import');
