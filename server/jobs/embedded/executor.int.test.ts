import { describe } from 'vitest';
import { getDb } from '@/server/db';
import { executorScenarios } from './testing/executor-scenarios';
import { SqlRunStore } from './sql-store';

describe('embedded executor (database store)', () => {
  executorScenarios(async () => new SqlRunStore((await getDb()).sql));
});
