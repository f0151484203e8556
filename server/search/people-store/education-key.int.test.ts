import { describe, expect, it } from 'vitest';
import { getDb } from '@/server/db';
import { educationKeySql, foldForKey } from './education-key';

describe('education_key', () => {
  it('folds in the database exactly as the patterns are folded, capitals and accents included', async () => {
    const { sql } = await getDb();
    const entries = ['ÉCOLE Polytechnique Fédérale, Diplôme d’ingénieur, 2012', 'Universität Zürich | São Paulo', 'ÓDŹ Ñandú Ÿ'];
    const [row] = await sql.query<{ key: string }>(`SELECT ${educationKeySql('$1::text[]')} AS key`, [entries]);
    expect(row!.key).toBe(entries.map(foldForKey).join(' | '));
  });
});
