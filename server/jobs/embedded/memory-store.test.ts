import { describe } from 'vitest';
import { MemoryRunStore } from './memory-store';
import { storeContract } from './testing/store-contract';

describe('MemoryRunStore', () => storeContract(async () => new MemoryRunStore()));
