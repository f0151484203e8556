import { describe, expect, it } from 'vitest';
import { acknowledgementMessage, clarificationMessage, escapeMrkdwn, helpMessage, refusalMessage, resultsMessage, unescapeSlackText } from './messages';

const all = (message: { text: string; blocks: unknown[] }) => `${message.text}\n${JSON.stringify(message.blocks)}`;

describe('Slack messages', () => {
  it('escapes what users wrote, so a brief cannot ping channels or forge links', () => {
    expect(escapeMrkdwn('<!channel> & <https://evil|click>')).toBe('&lt;!channel&gt; &amp; &lt;https://evil|click&gt;');
    const ack = acknowledgementMessage({ brief: '<!here> 5 CTOs', criteria: ['Role: CTO'], projectId: 'prj_1', projectUrl: 'https://app/projects/prj_1' });
    expect(JSON.stringify(ack.blocks)).not.toContain('<!here>');
    expect(all(ack)).toContain('&lt;!here&gt; 5 CTOs');
  });

  it("reads a command's text as the user typed it (Slack escapes &, < and >)", () => {
    expect(unescapeSlackText('5 R&amp;D leads &lt;London&gt; &amp;lt;')).toBe('5 R&D leads <London> &lt;');
    expect(unescapeSlackText(escapeMrkdwn('a & b < c > d'))).toBe('a & b < c > d');
  });

  it('lists at most five people, each with name, title, company, location and profile link', () => {
    const why = [{ criterion: 'Role: Developer Advocate', verdict: 'yes', evidence: 'title: Sr. Developer Advocate' }, { criterion: 'Skill: Rust', verdict: 'unknown', evidence: 'no skills on record' }];
    const people = Array.from({ length: 8 }, (_, i) => ({ fullName: `P${i}`, title: `T${i}`, company: `C${i}`, location: `L${i}`, linkedinUrl: `https://www.linkedin.com/in/p${i}`, why }));
    const message = resultsMessage({ brief: 'b', verifiedResults: 6, totalResults: 8, people, projectUrl: 'https://app/projects/p', csvUrl: 'https://app/projects/p/export.csv', failed: false });
    const text = all(message);
    for (let i = 0; i < 5; i++) expect(text).toContain(`*<https://www.linkedin.com/in/p${i}|P${i}>*, T${i} at C${i} · L${i}`);
    expect(text).not.toContain('P5');
    // Each person with the evidence behind each verdict.
    expect(message.blocks[1]).toMatchObject({ text: { text: expect.stringContaining('_✓ Role: Developer Advocate (title: Sr. Developer Advocate) · ? Skill: Rust (no skills on record)_') } });
    expect(text).toContain('6 verified of 8 results');
    expect(text).toContain('…and 3 more in the project');
    expect(text).toContain('<https://app/projects/p|Open the project>');
    expect(text).toContain('<https://app/projects/p/export.csv|Download CSV>');
  });

  it('says when nobody matched, and when the search failed', () => {
    const base = { brief: 'b', verifiedResults: 0, totalResults: 0, people: [], projectUrl: 'u', csvUrl: 'c' };
    expect(all(resultsMessage({ ...base, failed: false }))).toContain('Nobody in the directory matches');
    expect(all(resultsMessage({ ...base, failed: true }))).toContain('could not be completed');
  });

  it('words the clarification, refusals and help', () => {
    expect(all(clarificationMessage({ brief: 'people', question: 'Which role?', projectUrl: 'u' }))).toMatch(/Which role\?[\s\S]*Send a sharper brief with `\/people <brief>`/);
    expect(refusalMessage({ brief: 'b', reason: 'No credits.', retryAfterS: null }).text).toBe('No search was started: No credits.');
    expect(refusalMessage({ brief: 'b', reason: 'Hourly limit.', retryAfterS: 125 }).text).toMatch(/Try again in 3 minutes \(at <!date\^\d+\^\{time\}\|125 s from now>\)/);
    expect(all(helpMessage())).toContain('/people help');
  });
});
