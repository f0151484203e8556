import { describe, expect, it } from 'vitest';
import { moveWindow, windowLabel } from './move-window';

const now = new Date('2026-11-28T12:00:00Z');
const read = (text: string) => moveWindow(text.split(' '), now);

describe('moveWindow', () => {
  it('counts a rolling window back from the day it is read', () => {
    expect(read('in the last 6 months')).toEqual({ from: '2026-05-28', to: null });
    expect(read('in the last year')).toEqual({ from: '2025-11-28', to: null });
    expect(read('past 18 mos')).toEqual({ from: '2025-05-28', to: null });
    expect(read('in the last 90 days')).toEqual({ from: '2026-08-30', to: null });
    expect(read('en los ultimos dos anos')).toEqual({ from: '2024-11-28', to: null });
    expect(read('in den letzten 3 monaten')).toEqual({ from: '2026-08-28', to: null });
  });

  it('reads a year as the side of it the word names', () => {
    expect(read('since 2024')).toEqual({ from: '2024-01', to: null });
    expect(read('after 2020')).toEqual({ from: '2021-01', to: null });
    expect(read('before 2020')).toEqual({ from: null, to: '2019-12' });
    expect(read('until 2022')).toEqual({ from: null, to: '2022-12' });
    expect(read('depuis 2023')).toEqual({ from: '2023-01', to: null });
    expect(read('in 2023')).toEqual({ from: '2023-01', to: '2023-12' });
    expect(read('2023')).toBeNull();
  });

  it('tells the calendar year from the last twelve months', () => {
    expect(read('last year')).toEqual({ from: '2025-01', to: '2025-12' });
    expect(read('this year')).toEqual({ from: '2026-01', to: null });
    expect(read('last quarter')).toEqual({ from: '2026-07', to: '2026-09' });
    expect(read('this quarter')).toEqual({ from: '2026-10', to: null });
  });

  it('reads a stay of at least so long as a start at most that long ago, and "under" the other way', () => {
    expect(read('at least 3 years at the company')).toEqual({ from: null, to: '2023-11-28' });
    expect(read('5+ years at their current employer')).toEqual({ from: null, to: '2021-11-28' });
    expect(read('under 2 years at the company')).toEqual({ from: '2024-11-28', to: null });
  });

  it('names no window for words with no bound', () => {
    expect(read('recently')).toBeNull();
    expect(read('few years')).toBeNull();
  });

  it('labels a window by its months', () => {
    expect(windowLabel({ from: '2025-11', to: null })).toBe('Nov 2025 or later');
    expect(windowLabel({ from: null, to: '2019-12' })).toBe('Dec 2019 or earlier');
    expect(windowLabel({ from: '2025-01', to: '2025-12' })).toBe('between Jan 2025 and Dec 2025');
    expect(windowLabel({ from: '2026-10', to: '2026-10' })).toBe('in Oct 2026');
  });
});
