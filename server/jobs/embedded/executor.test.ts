import { describe } from 'vitest';
import { executorScenarios } from './testing/executor-scenarios';
import { MemoryRunStore } from './testing/memory-store';

describe('embedded executor (in-memory store)', () => {
  executorScenarios(async () => new MemoryRunStore());
});
