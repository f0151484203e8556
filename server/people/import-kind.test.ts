import { describe, expect, it } from 'vitest';
import { AppError } from '@/server/errors';
import { importKindOf, importKindOfQuery, IMPORT_KIND_RULE, isImportKind } from './import-kind';

describe('importKindOf', () => {
  it('reads the kinds, and none as people', () => {
    expect(importKindOf('people')).toBe('people');
    expect(importKindOf('suppression')).toBe('suppression');
    expect(importKindOf(null)).toBe('people');
    expect(importKindOf(undefined)).toBe('people');
  });

  it('refuses any other value as invalid_request, naming the kinds', () => {
    for (const value of ['', 'People', 'all']) {
      expect(() => importKindOf(value)).toThrow(new AppError('invalid_request', 'kind must be "people" or "suppression".'));
    }
    expect(IMPORT_KIND_RULE).toBe('kind must be "people" or "suppression"');
    expect(isImportKind('suppression')).toBe(true);
    expect(isImportKind('all')).toBe(false);
  });

  it("reads a /v1 query's kind, which must be its only parameter", () => {
    expect(importKindOfQuery(new URLSearchParams(''))).toBe('people');
    expect(importKindOfQuery(new URLSearchParams('kind=suppression'))).toBe('suppression');
    expect(() => importKindOfQuery(new URLSearchParams('kind=all'))).toThrow(new AppError('invalid_request', 'kind must be "people" or "suppression".'));
    for (const query of ['kind=people&dryRun=1', 'type=people', 'kind=all&x=1']) {
      expect(() => importKindOfQuery(new URLSearchParams(query))).toThrow(
        new AppError('invalid_request', 'kind must be "people" or "suppression", and it is the only query parameter.'),
      );
    }
  });
});
