import { describe, expect, it } from 'vitest';
import { AppError } from '@/server/errors';
import { importKindOf, IMPORT_KIND_RULE, isImportKind } from './import-kind';

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
});
