import { describe, expect, it } from 'vitest';
import { englishTitle, foreignForms, namesNarrowerRole, titleMatches, titleSpellings } from './title-spellings';

describe('titleMatches', () => {
  it.each([
    ['developer advocate', 'Sr. Developer Advocate'],
    ['developer advocate', 'Developer Relations Engineer'],
    ['developer advocate', 'DevRel Lead'],
    ['founding engineer', 'Founding Engineer (Backend)'],
    ['revenue operations', 'Director of RevOps'],
    ['revenue operations', 'VP, Revenue Operations'],
    ['data protection officer', 'DPO @ Acme'],
    ['data protection officer', 'Officer, Data Protection'],
    ['vice president of sales', 'VP Sales'],
    ['construction project manager', 'Sr. Construction PM'],
    ['primary school teacher', 'KS2 Teacher'],
    ['primary school teacher', 'Year 4 Class Teacher'],
  ])('"%s" holds in "%s"', (term, title) => {
    expect(titleMatches(title, term)).toBe(true);
  });

  it.each([
    ['developer advocate', 'Software Developer'],
    ['founding engineer', 'Software Engineer'],
    ['founding engineer', 'Engineer at Founding Partners'],
    ['account executive', 'Aerospace Engineer'],
    ['technical account manager', 'Account Manager'],
    ['product manager', 'Construction PM'],
    ['primary school teacher', 'Year 10 Teacher'],
  ])('"%s" does not hold in "%s"', (term, title) => {
    expect(titleMatches(title, term)).toBe(false);
  });

  it('spells a term by its words, the titles of the same job and its shorthand', () => {
    expect(titleSpellings('data protection officer')).toEqual([['data', 'protection', 'officer'], ['privacy', 'officer'], ['dpo']]);
    expect(titleSpellings('mc')).toEqual([['mc'], ['master', 'ceremony']]);
  });
});

describe('titles in shorthand', () => {
  it('reads "Ops", "Asst", "Dir" and "Biz Dev" as the words they stand for, on both sides', () => {
    expect(titleMatches('Ops Manager', 'operations manager')).toBe(true);
    expect(titleMatches('Exec Asst to the CEO', 'executive assistant')).toBe(true);
    expect(titleMatches('Dir. of Marketing', 'director of marketing')).toBe(true);
    expect(titleMatches('Biz Dev Manager', 'business development manager')).toBe(true);
    expect(titleMatches('Frontend Dev', 'frontend developer')).toBe(true);
  });
});

describe('namesNarrowerRole', () => {
  it.each([
    ['Solutions Architect', 'solutions_architect', 'architect', true],
    ['Enterprise Architect', 'solutions_architect', 'architect', true],
    ['Senior Architect', null, 'architect', false],
    ['Senior Litigation Paralegal', 'paralegal', 'litigation paralegal', false],
    ['Founding Backend Engineer', 'backend_engineer', 'founding engineer', false],
  ] as const)('%s (%s) for "%s": %s', (title, roleKey, term, narrower) => {
    expect(namesNarrowerRole(title, roleKey, term)).toBe(narrower);
  });
});

describe('titleMatches across languages', () => {
  it('does not take a word that merely starts with the term: a "Chefe de Vendas" is no chef', () => {
    expect(titleMatches('Chefe de Vendas', 'chef')).toBe(false);
    expect(titleMatches('Head Chef', 'chef')).toBe(true);
    expect(titleMatches('Engineering Manager', 'engineer')).toBe(true);
  });
});

describe('titles in other languages', () => {
  it('match the English title they name, as a whole title', () => {
    expect(titleMatches('Eletricista Industrial', 'industrial electrician')).toBe(true);
    expect(titleMatches('Eletricista', 'industrial electrician')).toBe(false);
    expect(titleMatches('Datenschutzbeauftragte', 'data protection officer')).toBe(true);
    expect(titleMatches('Steuerberaterin', 'tax advisor')).toBe(true);
    expect(titleMatches('Steuerberaterin', 'data protection officer')).toBe(false);
  });
});

describe('englishTitle', () => {
  it.each([
    ['Enfermeira', 'nurse'],
    ['Enfermeira UTI', 'nurse'],
    ['Architecte DPLG', 'architect'],
    ['Constructeur / Civiel Ingenieur', 'civil engineer'],
    ['Externer Datenschutzbeauftragter (TÜV)', 'data protection officer'],
    ['Profesora de Inglés', 'english teacher'],
    // The kind of job after the profession is the title's, as a brief's is.
    ['Eletricista Industrial', 'industrial electrician'],
    ['Psicóloga Clínica', 'clinical psychologist'],
  ])('reads %s as %s', (title, english) => {
    expect(englishTitle(title)).toBe(english);
  });

  it('gives the SQL the forms of a narrowed title too, the narrowing word after the profession', () => {
    expect(foreignForms('industrial electrician')).toContain('eletricista industrial');
    expect(foreignForms('industrial electrician')).not.toContain('eletricista');
    expect(foreignForms('electrician')).toContain('eletricista');
  });

  it.each(['Solutions Architect', 'Senior Architect', 'Chef de Partie'])('leaves %s, an English title, alone', (title) => {
    expect(englishTitle(title)).toBeNull();
  });
});

describe('titleSpellings', () => {
  it('writes shorthand both ways: a run of words as its shorthand, a shorthand as its words', () => {
    expect(titleSpellings('data protection officer')).toContainEqual(['dpo']);
    expect(titleSpellings('enterprise ae')).toEqual([['enterprise', 'ae'], ['enterprise', 'account', 'executive']]);
  });
});

describe('subject teachers as files write them', () => {
  it.each([
    ['math teacher', 'Mathematics Teacher'], ['math teacher', 'Teacher of Maths'], ['math teacher', 'Docent wiskunde'], ['math teacher', 'Wiskundedocent'],
    ['math teacher', 'Professora de Matemática'], ['math teacher', 'Mathematiklehrerin'], ['history teacher', "Professeur d'histoire"], ['teacher', 'Leraar geschiedenis'],
  ])('%s holds in "%s"', (term, title) => {
    expect(titleMatches(title, term)).toBe(true);
  });

  it('keeps one subject\'s teacher apart from another\'s', () => {
    expect(titleMatches('Docent Engels', 'math teacher')).toBe(false);
    expect(titleMatches('Science Teacher', 'math teacher')).toBe(false);
  });
});
