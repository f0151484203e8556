import { describe, expect, it } from 'vitest';
import { skillMention } from './skill-mentions';

const person = (title: string, skills: string[] = []) => ({ title, skills });

describe('skillMention', () => {
  it('finds the skill in the skills column, whole or inside an entry that holds its words', () => {
    expect(skillMention(person('Paralegal', ['Litigation']), 'Litigation')).toEqual({ in: 'skills', entry: 'Litigation' });
    expect(skillMention(person('Paralegal', ['e-discovery', 'Litigation support']), 'Litigation')).toEqual({ in: 'skills', entry: 'Litigation support' });
    expect(skillMention(person('Analyst', ['Python scripting']), 'Python')).toEqual({ in: 'skills', entry: 'Python scripting' });
  });

  it('finds a ward by its short form as a whole word of the title, in capitals where the short form is also a word', () => {
    expect(skillMention(person('ER Nurse'), 'Emergency Medicine')).toEqual({ in: 'title' });
    expect(skillMention(person('RN - OR'), 'Operating Room')).toEqual({ in: 'title' });
    expect(skillMention(person('L&D RN'), 'Labor & Delivery')).toEqual({ in: 'title' });
    for (const title of ['Order Picker', 'Mentor', 'Registered Nurse', 'Nurse or Midwife']) expect(skillMention(person(title), 'Operating Room')).toBeNull();
    expect(skillMention(person('TIG Welder'), 'TIG welding')).toEqual({ in: 'title' });
    expect(skillMention(person('Contig Assembly Lead'), 'TIG welding')).toBeNull();
    // Codes that are no word are read as files write them; "or" in a title is a word.
    expect(skillMention(person('icu nurse'), 'Intensive Care')).toEqual({ in: 'title' });
    expect(skillMention(person('l&d rn'), 'Labor & Delivery')).toEqual({ in: 'title' });
    expect(skillMention(person('tig welder'), 'TIG welding')).toEqual({ in: 'title' });
    expect(skillMention(person('or nurse'), 'Operating Room')).toBeNull();
    expect(skillMention(person('Captain A321neo'), 'Airbus A320')).toEqual({ in: 'title' });
    expect(skillMention(person('Captain', ['A330 type rating']), 'Airbus A320')).toBeNull();
  });

  it('finds it in the title as the file writes it', () => {
    expect(skillMention(person('Senior Software Engineer (Python)'), 'Python')).toEqual({ in: 'title' });
    expect(skillMention(person('Sr. Paralegal - Litigation'), 'Litigation')).toEqual({ in: 'title' });
  });

  it('reads a name that is also an ordinary word only as a whole entry or before a coder\'s word', () => {
    expect(skillMention(person('Rust Developer'), 'Rust')).toEqual({ in: 'title' });
    expect(skillMention(person('Go-To-Market Manager'), 'Go')).toBeNull();
    expect(skillMention(person('Analyst', ['Go-to-market strategy']), 'Go')).toBeNull();
    expect(skillMention(person('Analyst', ['Go']), 'Go')).toEqual({ in: 'skills', entry: 'Go' });
  });

  it('reads a credential written as a part of the title of its own, never a word of the title', () => {
    expect(skillMention(person('Structural Engineer, PE'), 'PE')).toEqual({ in: 'title' });
    expect(skillMention(person('Senior Accountant | CPA'), 'CPA')).toEqual({ in: 'title' });
    expect(skillMention(person('PE Teacher'), 'PE')).toBeNull();
  });

  it('reads the longer aliases too, never the short ones', () => {
    expect(skillMention(person('Director of RevOps'), 'Revenue Operations')).toEqual({ in: 'title' });
    expect(skillMention(person('TS/SCI Cleared Analyst'), 'TypeScript')).toBeNull();
  });

  it('never takes part of a word for the skill', () => {
    expect(skillMention(person('JavaScript Developer', ['JavaScript']), 'Java')).toBeNull();
  });
});
