import { describe } from 'vitest';
import { MemoryRunStore } from './memory-store';
import { storeContract } from './store-contract';

describe('MemoryRunStore', () => storeContract(async () => new MemoryRunStore()));
