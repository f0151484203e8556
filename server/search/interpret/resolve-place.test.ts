import { beforeAll, describe, expect, it } from 'vitest';
import { CITIES } from '../vocab/cities';
import { resolvePlace } from './resolve-place';
import { warmInterpreter } from '../engine';

// The interpreter builds its map (~55,000 place names) once: not inside the first test's time limit.
beforeAll(() => void warmInterpreter(), 120_000);

describe('resolvePlace (the importer normalises free-text locations through it)', () => {
  it.each([
    ['Lisboa', 'Lisbon', 'PT'],
    ['Greater Lisbon Area', 'Lisbon', 'PT'],
    ['Lisbon, Portugal', 'Lisbon', 'PT'],
    ['München', 'Munich', 'DE'],
    ['Warszawa, Mazowieckie, Poland', 'Warsaw', 'PL'],
    ['Tucson, AZ', 'Tucson', 'US'],
    ['Portland, ME', 'Portland', 'US'],
    ['Cambridge, UK', 'Cambridge', 'GB'],
    ['Berlin (Hybrid)', 'Berlin', 'DE'],
    ['bratislava', 'Bratislava', 'SK'],
  ])('%s -> the city %s, %s', (text, city, country) => {
    expect(resolvePlace(text)).toMatchObject({ level: 'city', city, countryCode: country });
  });

  it('gives the codes and names the directory stores for its own cities', () => {
    const nyc = CITIES.find((c) => c.name === 'New York City')!;
    expect(resolvePlace('New York, NY')).toEqual({
      level: 'city', cityId: nyc.id, city: 'New York City', regionCode: nyc.regionCode, region: nyc.region, countryCode: 'US', country: 'United States',
    });
    expect(resolvePlace('Portland, ME')!.regionCode).toBe('US-ME');
  });

  it.each([
    ['Portugal (Remote)', 'PT'],
    ['Remote - Portugal', 'PT'],
    ['Holland', 'NL'],
    ['the States', 'US'],
    ['Perú', 'PE'],
  ])('%s -> the country %s', (text, code) => {
    expect(resolvePlace(text)).toMatchObject({ level: 'country', countryCode: code, cityId: null, regionCode: null });
  });

  it.each([
    ['Bavaria, Germany', 'DE-BY'],
    ['Ontario, Canada', 'CA-ON'],
    ['San Francisco Bay Area', 'US-CA'],
  ])('%s -> the region %s', (text, code) => {
    expect(resolvePlace(text)).toMatchObject({ level: 'region', regionCode: code });
  });

  it.each(['', 'Remote', 'Xyzzyville', 'DACH', 'EMEA'])('%s -> null (no one place)', (text) => {
    expect(resolvePlace(text)).toBeNull();
  });
});
