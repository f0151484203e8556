import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { iscoGroupLabel, occupationByTitle, occupationOf, occupationTitleClashes, occupationTitleCount } from './occupations';
import { OCCUPATIONS } from './occupations-data';

describe('ESCO occupations', () => {
  const map = occupationByTitle();

  it('holds every occupation and tens of thousands of titles', () => {
    expect(OCCUPATIONS.length).toBe(2942);
    expect(occupationTitleCount()).toBeGreaterThan(20_000);
    expect(occupationTitleClashes()).toBeGreaterThan(0);
    expect(map.size).toBeGreaterThanOrEqual(occupationTitleCount());
  });

  it('finds occupations by their preferred and alternative titles', () => {
    expect(map.get('paralegal')).toEqual({ label: 'legal assistant', isco: '3411', title: 'paralegal' });
    expect(map.get('sommelier')?.label).toBe('sommelier');
    expect(map.get('registered nurse')?.label).toBe('nurse responsible for general care');
    expect(map.get('optometrist')?.label).toBe('optometrist');
    expect(map.get('barista')?.label).toBe('barista');
    expect(map.get('booking agent')?.label).toBe('talent agent');
    expect(map.get('waiter')?.label).toBe(map.get('waitress')?.label);
    expect(iscoGroupLabel(map.get('paralegal')!.isco)).toMatch(/legal/i);
  });

  it('reads plurals and other spellings as a brief writes them', () => {
    expect(occupationOf('Paralegals')?.label).toBe('legal assistant');
    expect(occupationOf('Registered Nurses')?.label).toBe('nurse responsible for general care');
    expect(occupationOf('no such job')).toBeNull();
  });

  it('keeps no lone generic word, nor titles with brackets, slashes or commas', () => {
    for (const word of ['manager', 'engineer', 'director', 'consultant', 'developer', 'teacher', 'doctor']) expect(map.has(word)).toBe(false);
    const titles = new Set([...map.values()].map((o) => o.title));
    const bad = [...titles].filter((t) => t !== t.toLowerCase() || /[()[\]/,]/.test(t) || t.split(' ').length > 5);
    expect(bad).toEqual([]);
  });

  it('credits ESCO in the data file', () => {
    const header = fs.readFileSync(path.join(import.meta.dirname, 'occupations-data.ts'), 'utf8').slice(0, 1000);
    expect(header).toContain('ESCO, European Commission');
    expect(header).toContain('2011/833/EU');
  });
});
