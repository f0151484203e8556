import { describe } from 'vitest';
import { getDb } from '@/server/db';
import { SqlRunStore } from './sql-store';
import { cronScenarios } from './testing/cron-scenarios';

describe('embedded executor cron triggers (database store)', () => {
  cronScenarios(async () => new SqlRunStore((await getDb()).sql));
});
