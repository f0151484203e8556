import { describe, expect, it } from 'vitest';
import { person } from '../testing/fixtures';
import { movedInWindow, recordedMonths, spanInWindow } from './dated-move';
import { verdictFor } from './verdicts';

describe('recordedMonths', () => {
  it('reads the dates files write, a year as its twelve months', () => {
    expect(recordedMonths('2021')).toEqual({ first: '2021-01', last: '2021-12' });
    expect(recordedMonths('2021-03-15')).toEqual({ first: '2021-03-15', last: '2021-03-15' });
    expect(recordedMonths('2021-03-15T00:00:00Z')).toEqual({ first: '2021-03-15', last: '2021-03-15' });
    expect(recordedMonths('03/2021')).toEqual({ first: '2021-03', last: '2021-03' });
    expect(recordedMonths('15.03.2021')).toEqual({ first: '2021-03', last: '2021-03' });
    expect(recordedMonths('3/15/2021')).toEqual({ first: '2021-03', last: '2021-03' });
    expect(recordedMonths('Mar 2021')).toEqual({ first: '2021-03', last: '2021-03' });
    expect(recordedMonths('September 2021')).toEqual({ first: '2021-09', last: '2021-09' });
    expect(recordedMonths('Sept. 12, 2021')).toEqual({ first: '2021-09', last: '2021-09' });
  });

  it('spans both months of a date that could be read either way, and reads nothing it cannot place', () => {
    expect(recordedMonths('03/04/2021')).toEqual({ first: '2021-03', last: '2021-04' });
    expect(recordedMonths('')).toBeNull();
    expect(recordedMonths('present')).toBeNull();
    expect(recordedMonths('13/13/2021')).toBeNull();
    expect(recordedMonths('1850')).toBeNull();
  });
});

describe('spanInWindow', () => {
  const lastYear = { from: '2025-11', to: null };
  it('says yes only when every month the date may mean is inside', () => {
    expect(spanInWindow(recordedMonths('2026'), lastYear)).toBe('yes');
    expect(spanInWindow(recordedMonths('2025'), lastYear)).toBe('unknown');
    expect(spanInWindow(recordedMonths('Dec 2025'), lastYear)).toBe('yes');
    expect(spanInWindow(recordedMonths('2024'), lastYear)).toBe('no');
    expect(spanInWindow(null, lastYear)).toBe('unknown');
    expect(spanInWindow(recordedMonths('2019'), { from: null, to: '2023-11' })).toBe('yes');
    // A rolling window's day bound: the month it falls in is partly inside.
    const sixMonths = { from: '2026-05-28', to: null };
    expect(spanInWindow(recordedMonths('May 2026'), sixMonths)).toBe('unknown');
    expect(spanInWindow(recordedMonths('Jun 2026'), sixMonths)).toBe('yes');
    expect(spanInWindow(recordedMonths('Apr 2026'), sixMonths)).toBe('no');
    expect(spanInWindow(recordedMonths('2026-05-30'), sixMonths)).toBe('yes');
    expect(spanInWindow(recordedMonths('2026-05-02'), sixMonths)).toBe('no');
    expect(spanInWindow(recordedMonths('2023-11'), { from: null, to: '2023-11-28' })).toBe('unknown');
  });
});

describe('the start of the current role, wherever it is', () => {
  it('is yes, no or unknown by the recorded start', () => {
    const tenure = { kind: 'tenure' as const, name: 'Joined current company: Nov 2025 or later', source: '', window: { from: '2025-11', to: null } };
    expect(verdictFor(tenure, person({ startDate: '2026-02' }))).toBe('yes');
    expect(verdictFor(tenure, person({ startDate: '2022' }))).toBe('no');
    expect(verdictFor(tenure, person({ startDate: 'last spring' }))).toBe('unknown');
    expect(verdictFor(tenure, person({}))).toBe('unknown');
  });
});

describe('movedInWindow', () => {
  const acme = new Set([7]);
  it('dates a join by the current role and a departure by the roles at the company', () => {
    expect(movedInWindow('current', acme, { from: '2024-01', to: null }, person({ companyId: 7, startDate: '2024' }))).toBe('yes');
    expect(movedInWindow('current', acme, { from: '2024-01', to: null }, person({ companyId: 7, startDate: '' }))).toBe('unknown');
    const past = (endYear: number | null) => [{ companyId: 7, companyName: 'Acme', title: '', startYear: null, endYear }];
    expect(movedInWindow('past', acme, { from: '2023-01', to: null }, person({ pastRoles: past(2024) }))).toBe('yes');
    expect(movedInWindow('past', acme, { from: '2023-01', to: null }, person({ pastRoles: past(2020) }))).toBe('no');
    expect(movedInWindow('past', acme, { from: '2023-01', to: null }, person({ pastRoles: past(null) }))).toBe('unknown');
    // Two stints there: one in the window is enough.
    expect(movedInWindow('past', acme, { from: '2023-01', to: null }, person({ pastRoles: [...past(2018), ...past(2024)] }))).toBe('yes');
  });
});
