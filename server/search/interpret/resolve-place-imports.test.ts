import { describe, expect, it } from 'vitest';
import { resolvePlace } from './resolve-place';

describe('resolvePlace on locations as imported files write them', () => {
  it.each([
    ['Lisboa', 'Lisbon', 'PT'],
    ['Greater Lisbon Area', 'Lisbon', 'PT'],
    ['Lisbon, Portugal', 'Lisbon', 'PT'],
    ['Warszawa', 'Warsaw', 'PL'],
    ['Oporto', 'Porto', 'PT'],
    ['San Francisco, CA, United States', 'San Francisco', 'US'],
    ['Berlin (Remote)', 'Berlin', 'DE'],
  ])('reads %s as the city %s', (text, city, country) => {
    expect(resolvePlace(text)).toMatchObject({ level: 'city', city, countryCode: country });
  });

  it('reads "Portugal (Remote)" as the country, not a city', () => {
    expect(resolvePlace('Portugal (Remote)')).toEqual({
      level: 'country', cityId: null, city: null, regionCode: null, region: null, countryCode: 'PT', country: 'Portugal',
    });
  });

  it('keeps a region when the city is unknown', () => {
    expect(resolvePlace('Smallville, California, United States')).toMatchObject({ level: 'region', regionCode: 'US-CA', countryCode: 'US' });
  });

  it('uses the country to pick between cities of one name', () => {
    expect(resolvePlace('Cambridge, United Kingdom')).toMatchObject({ level: 'city', countryCode: 'GB' });
    expect(resolvePlace('Cambridge, MA, USA')).toMatchObject({ level: 'city', countryCode: 'US' });
  });

  it.each(['', 'Remote', 'Narnia', 'EMEA', 'Planet Earth'])('cannot read %j', (text) => {
    expect(resolvePlace(text)).toBeNull();
  });
});

describe('resolvePlace with the qualifiers CRM exports add', () => {
  it.each([
    ['Glasgow, KY, United States', 'US-KY'],
    ['Miami, OK', 'US-OK'],
  ])('%s is a town of %s the map does not know, never the namesake elsewhere', (text, regionCode) => {
    expect(resolvePlace(text)).toMatchObject({ level: 'region', regionCode, cityId: null });
  });

  it.each([
    ['Sydney NSW, Australia', 'Sydney', 'AU'],
    ['Dublin 15, Ireland', 'Dublin', 'IE'],
    ['Paris 75011', 'Paris', 'FR'],
    ['London, ON, Canada', 'London', 'CA'],
    ['Berlin, DE', 'Berlin', 'DE'],
  ])("%s: a postal district or a region's letters do not hide the city %s", (text, city, countryCode) => {
    expect(resolvePlace(text)).toMatchObject({ level: 'city', city, countryCode });
  });

  it('leaves unknown a town whose letters name regions of several countries', () => {
    expect(resolvePlace('Glasgow, KY')).toBeNull();
  });
});
