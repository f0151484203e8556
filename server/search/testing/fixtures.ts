// Test data shared by the engine's unit tests.
import type { PersonRecord } from '../types';

export function person(overrides: Partial<PersonRecord> = {}): PersonRecord {
  return {
    personId: 'dir_1',
    firstName: 'Ada',
    lastName: 'Weber',
    fullName: 'Ada Weber',
    title: 'Senior Backend Engineer',
    roleKey: 'backend_engineer',
    function: 'engineering',
    seniority: 'senior',
    companyId: 15,
    companyName: 'Stripe',
    companyIndustry: 'fintech',
    companyStage: 'series_d_plus',
    companySize: 8000,
    cityId: 2950159,
    city: 'Berlin',
    regionCode: 'DE-BE',
    region: 'Berlin',
    country: 'Germany',
    countryCode: 'DE',
    linkedinUrl: 'https://linkedin.example.com/in/ada-weber-1',
    email: 'ada.weber@stripe.example.com',
    phone: null,
    skills: ['Go', 'Kubernetes', 'PostgreSQL'],
    yearsExperience: 9,
    languages: ['German', 'English'],
    pastRoles: [{ companyId: 1, companyName: 'Google', title: 'Backend Engineer', startYear: 2016, endYear: 2020 }],
    ...overrides,
  };
}
