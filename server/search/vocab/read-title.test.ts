import { describe, expect, it } from 'vitest';
import { readTitle } from './read-title';

describe('readTitle', () => {
  it.each([
    ['Sr. Product Manager, Payments', 'product_manager', 'senior'],
    ['PM II', 'product_manager', 'mid'],
    ['Product Manager', 'product_manager', 'mid'],
    ['Associate Product Manager', 'product_manager', 'junior'],
    ['Senior Backend Engineer', 'backend_engineer', 'senior'],
    ['Head of Growth', 'head_of_growth', 'director'],
  ])('%s is %s (%s)', (title, roleKey, seniority) => {
    expect(readTitle(title)).toMatchObject({ roleKey, seniority });
  });

  it('reads "Group Product Manager" as the product function at manager level (its own role in the vocabulary)', () => {
    expect(readTitle('Group Product Manager')).toEqual({ roleKey: 'group_product_manager', function: 'product', seniority: 'manager' });
  });

  it.each([
    ['Project Manager', 'project_manager'],
    ['Product Designer', 'product_designer'],
    ['Product Marketing Manager', 'product_marketing_manager'],
  ])('%s is not a product manager', (title, roleKey) => {
    const read = readTitle(title);
    expect(read.roleKey).toBe(roleKey);
    expect(read.function).not.toBe('product');
  });

  it.each([
    ['Senior Litigation Paralegal', 'paralegal', 'senior'],
    ['ICU Nurse', 'nurse', 'mid'],
  ])('%s: a known one-word role after words that say which kind is %s (%s)', (title, roleKey, seniority) => {
    expect(readTitle(title)).toMatchObject({ roleKey, seniority });
  });

  it.each([
    ['Enfermeira', 'nurse'],
    ['Verpleegkundige', 'nurse'],
    ['Apothekerin', 'pharmacist'],
  ])('reads %s, a title in another language, as %s', (title, roleKey) => {
    expect(readTitle(title).roleKey).toBe(roleKey);
  });

  it('does not read a title by its last word when a word before it ends titles of its own', () => {
    expect(readTitle('Developer Advocate').roleKey).toBeNull();
  });

  it.each(['', 'Chief Vibes Officer', 'Ninja'])('cannot read %j: role, function and level stay empty', (title) => {
    expect(readTitle(title)).toEqual({ roleKey: null, function: null, seniority: null });
  });
});
