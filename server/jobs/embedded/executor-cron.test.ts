import { describe } from 'vitest';
import { cronScenarios } from './testing/cron-scenarios';
import { MemoryRunStore } from './testing/memory-store';

describe('embedded executor cron triggers (in-memory store)', () => {
  cronScenarios(async () => new MemoryRunStore());
});
