// npm run admin -- <command> [options] (scripts/admin.ts): the operator CLI. Prints exactly one
// JSON line on stdout and exits 0, or one clear error on stderr and exits non-zero.
import { existsSync } from 'node:fs';
import { format, parseArgs } from 'node:util';
import { DataDirLockedError } from '@/server/db/data-dir-lock';
import { ConfigError } from '@/server/env';
import { AppError } from '@/server/errors';
import { isImportKind } from '@/server/people/import-kind';
import { DEFAULT_IMPORT_KIND, IMPORT_KINDS } from '@/server/people/limits';
import type { Cli } from './cli';
import {
  connectSlackCommand,
  createKeyCommand,
  createWorkspaceCommand,
  importPeopleCommand,
  disconnectSlackCommand,
  revokeKeyCommand,
  setCreditsCommand,
} from './admin-commands';

const USAGE = `Usage: npm run admin -- <command> [options]
  create-workspace --name <name> --owner <email> [--password <pw>] [--credits <n>]
  create-key       --workspace <id> [--name <name>]
  revoke-key       --workspace <id> --key <full key>
  set-credits      --workspace <id> --credits <n> [--monthly-budget <n>]
  import-people    --workspace <id> --file <path.csv|path.jsonl> [--kind people|suppression]
  connect-slack    --workspace <id> --team <team id> --signing-secret <secret> --bot-token <xoxb-...>
  disconnect-slack --workspace <id>`;

class UsageError extends Error {}

function required(values: Record<string, string | undefined>, name: string): string {
  const value = values[name];
  if (!value || value.trim() === '') throw new UsageError(`--${name} is required`);
  return value;
}

function wholeNumber(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(Number(value))) throw new UsageError(`--${name} must be a whole number >= 0, got "${value}"`);
  return Number(value);
}

const OPTIONS = {
  name: { type: 'string' },
  owner: { type: 'string' },
  password: { type: 'string' },
  credits: { type: 'string' },
  workspace: { type: 'string' },
  key: { type: 'string' },
  'monthly-budget': { type: 'string' },
  file: { type: 'string' },
  kind: { type: 'string' },
  team: { type: 'string' },
  'signing-secret': { type: 'string' },
  'bot-token': { type: 'string' },
} as const;

async function run(argv: string[]): Promise<unknown> {
  const [command, ...rest] = argv;
  const { values } = parseArgs({ args: rest, options: OPTIONS, strict: true, allowPositionals: false });
  switch (command) {
    case 'create-workspace':
      return createWorkspaceCommand({
        name: required(values, 'name'),
        owner: required(values, 'owner'),
        password: values.password,
        credits: wholeNumber(values.credits, 'credits'),
      });
    case 'create-key':
      return createKeyCommand({ workspace: required(values, 'workspace'), name: values.name });
    case 'revoke-key':
      return revokeKeyCommand({ workspace: required(values, 'workspace'), key: required(values, 'key') });
    case 'set-credits':
      return setCreditsCommand({
        workspace: required(values, 'workspace'),
        credits: wholeNumber(required(values, 'credits'), 'credits')!,
        monthlyBudget: wholeNumber(values['monthly-budget'], 'monthly-budget'),
      });
    case 'import-people': {
      const file = required(values, 'file');
      if (!existsSync(file)) throw new UsageError(`--file ${file} does not exist`);
      const kind = values.kind ?? DEFAULT_IMPORT_KIND;
      if (!isImportKind(kind)) throw new UsageError(`--kind must be ${IMPORT_KINDS.join(' or ')}, got "${kind}"`);
      return importPeopleCommand({ workspace: required(values, 'workspace'), file, kind });
    }
    case 'connect-slack':
      return connectSlackCommand({
        workspace: required(values, 'workspace'),
        team: required(values, 'team'),
        signingSecret: required(values, 'signing-secret'),
        botToken: required(values, 'bot-token'),
      });
    case 'disconnect-slack':
      return disconnectSlackCommand({ workspace: required(values, 'workspace') });
    default:
      throw new UsageError(command ? `Unknown command "${command}"` : 'No command given');
  }
}

function failure(error: unknown): string {
  if (error instanceof UsageError || (error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS'))) {
    return `admin: ${error.message}\n${USAGE}`;
  }
  if (error instanceof DataDirLockedError) {
    return `admin: ${error.message} The embedded database allows one process at a time: stop the server, or use PostgreSQL mode (DATABASE_URL).`;
  }
  if (error instanceof AppError || error instanceof ConfigError) return `admin: ${error.message}`;
  return format('admin: unexpected error:', error);
}

export const adminCli: Cli = async (args, io) => {
  try {
    io.out(`${JSON.stringify(await run(args))}\n`);
    return 0;
  } catch (error) {
    io.err(`${failure(error)}\n`);
    return 1;
  }
};
