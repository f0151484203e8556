import { describe } from 'vitest';
import { getDb } from '@/server/db';
import { SqlRunStore } from './sql-store';
import { storeContract } from './testing/store-contract';

describe('SqlRunStore', () => storeContract(async () => new SqlRunStore((await getDb()).sql)));
