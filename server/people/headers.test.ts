import { describe, expect, it } from 'vitest';
import { mapColumns, personFieldOf } from './headers';

describe('mapColumns for people', () => {
  it.each([
    ['HubSpot', 'First Name,Last Name,Email,Job Title,Company Name,City,State/Region,Country/Region,Phone Number', ['firstName', 'lastName', 'email', 'title', 'company', 'city', 'region', 'country', 'phone']],
    ['Salesforce', 'First Name,Last Name,Title,Account Name,Mailing City,Mailing State/Province,Mailing Country,Email', ['firstName', 'lastName', 'title', 'company', 'city', 'region', 'country', 'email']],
    ['LinkedIn Recruiter', 'First Name,Last Name,Current Title,Current Company,Location,Public Profile URL', ['firstName', 'lastName', 'title', 'company', 'location', 'linkedin']],
    ['Lever', 'Name,Emails,Phone,Location,Current Company,Current Title', ['name', 'email', 'phone', 'location', 'company', 'title']],
    ['Greenhouse', 'First Name,Last Name,Current Title,Current Company,Department,Start Date,Email', ['firstName', 'lastName', 'title', 'company', 'department', 'startDate', 'email']],
    ['an HR system', 'Full Name,Job Title,Team,Hire Date,Business Unit', ['name', 'title', 'department', 'startDate', null]],
  ])('reads a %s export as it is', (_, header, fields) => {
    expect(mapColumns(header.split(','), personFieldOf)).toEqual(fields);
  });

  it('takes the better-named of two columns for one field, wherever it stands', () => {
    expect(mapColumns(['Name', 'Position', 'Title'], personFieldOf)).toEqual(['name', null, 'title']);
    expect(mapColumns(['Name', 'Title', 'Position'], personFieldOf)).toEqual(['name', 'title', null]);
  });

  it('reads a headline as its own field beside the title', () => {
    expect(mapColumns(['Name', 'Headline', 'Title'], personFieldOf)).toEqual(['name', 'headline', 'title']);
    expect(mapColumns(['Name', 'LinkedIn Headline'], personFieldOf)).toEqual(['name', 'headline']);
  });
});
