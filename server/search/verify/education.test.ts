import { describe, expect, it } from 'vitest';
import type { Criterion } from '../types';
import { degreesOf, educationMatch, educationTexts, schoolsOf } from './education';

const criterion = (schools: string[], degrees: string[], years?: string[]): Extract<Criterion, { kind: 'education' }> => ({
  kind: 'education', name: 'Education', source: '', label: '', schools, degrees, years,
});

describe('education entries', () => {
  it('name a school only when a whole part of the entry is one of its names', () => {
    expect(schoolsOf('Stanford University, BS Computer Science, 2015')).toEqual(['Stanford University']);
    expect(schoolsOf('Massachusetts Institute of Technology (MIT)')).toEqual(['MIT']);
    expect(schoolsOf('Penn State University')).toEqual(['Penn State University']);
    expect(schoolsOf('Pennsylvania College of Art')).toEqual([]);
  });

  it('name a school whose own name a split would cut', () => {
    expect(schoolsOf('Université Panthéon-Sorbonne (Paris 1), M.A. Journalism, 2010')).toEqual(['Université Panthéon-Sorbonne (Paris 1)']);
    expect(schoolsOf('City, University of London, MSc Finance, 2014')).toEqual(['City, University of London']);
    expect(schoolsOf('University of London, MSc Finance')).toEqual([]);
  });

  it('name degrees in their own forms and languages', () => {
    expect(degreesOf('INSEAD, MBA, 2016')).toEqual(['MBA']);
    expect(degreesOf('Ph.D., Physics')).toEqual(['PhD']);
    expect(degreesOf('Universidade de São Paulo - Mestrado em Direito')).toEqual(["Master's"]);
    expect(degreesOf('Stanford University')).toEqual([]);
  });

  it('verify when one entry holds all the criterion asks; a part left unsaid is unknown, another value no', () => {
    const inseadMba = criterion(['INSEAD'], ['MBA']);
    expect(educationMatch(inseadMba, ['Harvard University, BA', 'INSEAD, MBA, 2016'])).toEqual({ verdict: 'yes', entry: 'INSEAD, MBA, 2016' });
    // An INSEAD course and a Harvard MBA are not an INSEAD MBA.
    expect(educationMatch(inseadMba, ['INSEAD, Certificate', 'Harvard Business School, MBA']).verdict).toBe('unknown');
    expect(educationMatch(inseadMba, ['INSEAD, MSc', 'Harvard Business School, MBA']).verdict).toBe('no');
    expect(educationMatch(inseadMba, ['INSEAD'])).toEqual({ verdict: 'unknown', entry: 'INSEAD' });
    expect(educationMatch(inseadMba, [])).toEqual({ verdict: 'unknown', entry: null });
  });

  it('name a school the vocabulary lacks by the words that tell it from others, and leave another spelling unknown', () => {
    const minho: Extract<Criterion, { kind: 'education' }> = { ...criterion([], []), otherSchools: ['Universidade do Minho'] };
    expect(educationMatch(minho, ['Universidade do Minho, MSc Informatics, 2015']).verdict).toBe('yes');
    expect(educationMatch(minho, ['University of Minho, BSc, 2012']).verdict).toBe('yes');
    expect(educationMatch(minho, ['Universidade do Porto, BSc, 2012']).verdict).toBe('unknown');
    expect(educationTexts(minho)).toEqual([['minho']]);
  });

  it('check the field of a degree on the words the entry gives for it, and leave a field said otherwise unknown', () => {
    const mlPhd: Extract<Criterion, { kind: 'education' }> = { ...criterion([], ['PhD']), fields: ['machine learning'] };
    expect(educationMatch(mlPhd, ['ETH Zurich, PhD Machine Learning, 2019']).verdict).toBe('yes');
    expect(educationMatch(mlPhd, ['Stanford University, Doctor of Philosophy - PhD, Machine Learning']).verdict).toBe('yes');
    expect(educationMatch(mlPhd, ['UCL, PhD in ML, 2018']).verdict).toBe('yes');
    // Another field, no field, or a master's in the field: not verified.
    expect(educationMatch(mlPhd, ['ETH Zurich, PhD Chemistry, 2019']).verdict).toBe('unknown');
    expect(educationMatch(mlPhd, ['ETH Zurich, PhD, 2019']).verdict).toBe('unknown');
    expect(educationMatch(mlPhd, ['ETH Zurich, MSc Machine Learning, 2016']).verdict).toBe('no');
    const cs: Extract<Criterion, { kind: 'education' }> = { ...criterion([], ["Bachelor's"]), fields: ['CS'] };
    expect(educationMatch(cs, ['University of Toronto, BSc Computer Science, 2014']).verdict).toBe('yes');
    // A field in the brief's language, an entry in English.
    const direito: Extract<Criterion, { kind: 'education' }> = { ...criterion([], ["Master's"]), fields: ['direito'] };
    expect(educationMatch(direito, ['Universidade de Lisboa, LLM Law, 2014', 'Universidade de Lisboa, M.A. Law, 2014']).verdict).toBe('yes');
    expect(educationMatch({ ...criterion([], []), fields: ['Informatik'] }, ['TUM, MSc Computer Science, 2016']).verdict).toBe('yes');
    // A degree of any kind in the field.
    const anyCs: Extract<Criterion, { kind: 'education' }> = { ...criterion([], []), fields: ['CS'] };
    expect(educationMatch(anyCs, ['University of Toronto, MSc Computer Science, 2016']).verdict).toBe('yes');
    expect(educationMatch(anyCs, ['University of Toronto, MSc Physics, 2016']).verdict).toBe('unknown');
  });

  it('check graduation years as the brief says them', () => {
    const after = criterion(['Stanford University'], [], ['graduated after 2015']);
    expect(educationMatch(after, ['Stanford University, 2018']).verdict).toBe('yes');
    expect(educationMatch(after, ['Stanford University, 2012']).verdict).toBe('no');
    expect(educationMatch(after, ['Stanford University']).verdict).toBe('unknown');
    expect(educationMatch(criterion([], [], ['graduated 2019-2021']), ['LSE, BSc, 2020']).verdict).toBe('yes');
    // "class of 2019 or later": the year itself is in.
    const orLater = criterion([], [], ['graduated 2019 or later']);
    expect(educationMatch(orLater, ['LSE, BSc, 2019']).verdict).toBe('yes');
    expect(educationMatch(orLater, ['LSE, BSc, 2018']).verdict).toBe('no');
    expect(educationMatch(criterion([], [], ['graduated 2010 or earlier']), ['LSE, BSc, 2011']).verdict).toBe('no');
  });

  it('take a group of schools as any of its members', () => {
    const ivy = criterion(['Ivy League'], [], []);
    expect(educationMatch(ivy, ['Dartmouth College, BA, 2016']).verdict).toBe('yes');
    expect(educationMatch(ivy, ['Stanford University, BS']).verdict).toBe('no');
  });
});
