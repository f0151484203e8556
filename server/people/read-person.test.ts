import { beforeAll, describe, expect, it } from 'vitest';
import { warmInterpreter } from '@/server/search';
import { readPerson } from './read-person';

beforeAll(() => void warmInterpreter(), 120_000);

const read = (values: Parameters<typeof readPerson>[0]) => {
  const result = readPerson(values);
  if ('error' in result) throw new Error(result.error);
  return result.person;
};

describe('readPerson', () => {
  it('takes the employer from a headline when no column names one', () => {
    expect(read({ name: 'Marcus Lindqvist', title: 'VP People at Personio' })).toMatchObject({ title: 'VP People', companyName: 'Personio' });
    expect(read({ name: 'Ailsa Stewart', title: 'Social Worker @ NHS Greater Glasgow and Clyde | Mental health' })).toMatchObject({
      title: 'Social Worker',
      companyName: 'NHS Greater Glasgow and Clyde',
      roleKey: null,
    });
  });

  it('keeps a headline as the headline, and reads the title from it only when no column holds one', () => {
    expect(read({ name: 'Ana', title: 'Product Manager', headline: 'Payments PM | ex-Stripe' })).toMatchObject({
      title: 'Product Manager', roleKey: 'product_manager', headline: 'Payments PM | ex-Stripe',
    });
    expect(read({ name: 'Marcus Lindqvist', headline: 'VP People at Personio' })).toMatchObject({
      title: 'VP People', companyName: 'Personio', headline: 'VP People at Personio',
    });
  });

  it("takes the level from a seniority column when it names one, else from the title", () => {
    expect(read({ name: 'Ana', title: 'Paralegal', seniority: 'Senior' })).toMatchObject({ roleKey: 'paralegal', seniority: 'senior' });
    expect(read({ name: 'Ana', title: 'Sr. Paralegal', seniority: 'Mid-Senior level' })).toMatchObject({ seniority: 'senior' });
  });

  it('keeps the title as written when a column names the company', () => {
    expect(read({ name: 'Ana Silva', title: 'Head of Data at Scale', company: 'Acme' })).toMatchObject({ title: 'Head of Data at Scale', companyName: 'Acme' });
  });

  it("finds the LinkedIn address among a cell's links (Lever's Links)", () => {
    expect(read({ name: 'Jo Lee', linkedin: 'https://github.com/jolee, https://www.linkedin.com/in/jo-lee-12' })).toMatchObject({
      linkedinUrl: 'https://www.linkedin.com/in/jo-lee-12',
      linkedinKey: 'linkedin.com/in/jo-lee-12',
    });
    expect(read({ name: 'Jo Lee', linkedin: 'https://github.com/jolee https://jolee.dev' }).linkedinUrl).toBe('');
  });

  it('reads education as entries: a list of schools, or one school with its degree and year columns', () => {
    expect(read({ name: 'Ana', education: 'Stanford University, BS, 2012; INSEAD, MBA, 2018' }).education).toEqual(['Stanford University, BS, 2012', 'INSEAD, MBA, 2018']);
    expect(read({ name: 'Ana', education: 'INSEAD', degree: 'MBA', graduationYear: '2018' }).education).toEqual(['INSEAD, MBA, 2018']);
    expect(read({ name: 'Ana', education: 'ETH Zurich', degree: 'Master of Science - MS', fieldOfStudy: 'Computer Science' }).education).toEqual(['ETH Zurich, Master of Science - MS, Computer Science']);
    expect(read({ name: 'Ana', education: ['LSE', 'UCL'], degree: 'MSc' }).education).toEqual(['LSE', 'UCL', 'MSc']);
    expect(read({ name: 'Ana' }).education).toEqual([]);
  });

  it('keeps the department and the start in the current role as the file writes them', () => {
    expect(read({ name: 'Ana', department: ' Platform Engineering ', startDate: 'Mar 2021' })).toMatchObject({ department: 'Platform Engineering', startDate: 'Mar 2021' });
    expect(read({ name: 'Ana' })).toMatchObject({ department: '', startDate: '' });
  });
});
