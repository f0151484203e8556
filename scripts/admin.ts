// npm run admin -- <command> [options]: the operator CLI (server/operator/admin-cli.ts).
import { adminCli } from '../server/operator/admin-cli';
import { runAsScript } from '../server/operator/cli';

void runAsScript(adminCli, 'admin');
