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
    // "care" ends titles of its own ("Patient Care"), but "critical care" is a field: the kind of nurse.
    ['Critical Care Nurse', 'nurse', 'mid'],
    ['Senior Intensive Care Nurse', 'nurse', 'senior'],
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

  it.each([
    ['Enfermeira UTI', 'nurse'],
    ['Enfermeiro Chefe', 'nurse'],
    ['IC-verpleegkundige', 'nurse'],
  ])('reads %s, a title in another language with a qualifier, as %s', (title, roleKey) => {
    expect(readTitle(title).roleKey).toBe(roleKey);
  });

  it.each([
    ['Sr. Python Developer', 'senior'],
    ['Rust Developer', 'mid'],
    ['Lead Python Engineer', 'staff'],
    ['Node.js Engineer', 'mid'],
  ])('reads %s, a developer of a named language, as a software engineer (%s)', (title, seniority) => {
    expect(readTitle(title)).toMatchObject({ roleKey: 'software_engineer', seniority });
  });

  it('reads whom a title serves apart from the job: a "CoS to the CEO" is a chief of staff', () => {
    expect(readTitle('CoS to the CEO').roleKey).toBe('chief_of_staff');
  });

  it('reads a bookkeeper as no accountant: briefs read "bookkeepers" as a job of its own', () => {
    expect(readTitle('Bookkeeper').roleKey).toBeNull();
    expect(readTitle('Staff Accountant').roleKey).toBe('accountant');
  });

  it.each([
    ['Registered General Nurse (RGN)', 'nurse'],
    ['Head of Personnel (Leiter Personal)', 'head_of_people'],
  ])('reads %s, an older or British name of the job, as %s', (title, roleKey) => {
    expect(readTitle(title).roleKey).toBe(roleKey);
  });

  it('reads a licensed practical nurse, in English or Portuguese, as no registered nurse', () => {
    expect(readTitle('Licensed Practical Nurse').roleKey).toBeNull();
    expect(readTitle('Técnica de Enfermagem').roleKey).toBeNull();
    expect(readTitle('ICU Nurse').roleKey).toBe('nurse');
  });

  it('keeps the level of a title it cannot place', () => {
    expect(readTitle('Senior Physio')).toEqual({ roleKey: null, function: null, seniority: 'senior' });
  });

  it.each(['Go-To-Market Manager', 'Solutions Architect'])('does not take %s for what one of its words looks like', (title) => {
    expect(readTitle(title).roleKey).not.toBe('software_engineer');
    expect(readTitle(title).function).not.toBe('healthcare');
  });

  it('does not read a title by its last word when a word before it ends titles of its own', () => {
    expect(readTitle('Developer Advocate').roleKey).toBeNull();
  });

  it.each([
    ['Head of Revenue Operations', 'director'],
    ['VP, Revenue Operations', 'vp'],
    ['RevOps Director', 'director'],
    ['Chief Vibes Officer', 'c_level'],
  ])('reads the management level of %s, a title it cannot place (%s)', (title, seniority) => {
    expect(readTitle(title)).toEqual({ roleKey: null, function: null, seniority });
  });

  it.each(['', 'Ninja'])('cannot read %j: role, function and level stay empty', (title) => {
    expect(readTitle(title)).toEqual({ roleKey: null, function: null, seniority: null });
  });
});
