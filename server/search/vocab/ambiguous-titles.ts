// Abbreviations that stand for different jobs in different trades. The brief asks which one is
// meant unless another role of the brief belongs to the function of exactly one meaning ("VP
// Sales / CRO" is the chief revenue officer). "PM" is not here: product manager is what briefs to
// a people-search service mostly mean by it, in tech (OUTSIDE_TECH below).
import type { JobFunction } from './functions';

export const AMBIGUOUS_TITLES: ReadonlyMap<string, ReadonlyArray<{ title: string; fn: JobFunction }>> = new Map([
  ['tpm', [{ title: 'technical program manager', fn: 'operations' }, { title: 'technical product manager', fn: 'product' }]],
  ['cro', [{ title: 'chief revenue officer', fn: 'sales' }, { title: 'chief risk officer', fn: 'finance' }]],
  ['cso', [
    { title: 'chief security officer', fn: 'engineering' }, { title: 'chief strategy officer', fn: 'executive' },
    { title: 'chief sustainability officer', fn: 'operations' }, { title: 'chief scientific officer', fn: 'science' },
  ]],
  ['cco', [{ title: 'chief commercial officer', fn: 'sales' }, { title: 'chief compliance officer', fn: 'legal' }, { title: 'chief customer officer', fn: 'customer_success' }]],
]);

/**
 * Abbreviations whose reading holds only in tech: a "PM" at a software company is a product
 * manager, at a builder or a bank as likely a project manager. A brief that names only industries
 * outside tech asks which.
 */
export const OUTSIDE_TECH: ReadonlyMap<string, readonly string[]> = new Map([['pm', ['product manager', 'project manager']]]);
