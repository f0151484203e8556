import { describe, expect, it } from 'vitest';
import { checkBodyStart } from './body-start-check';

describe('checkBodyStart for CSV people files', () => {
  const check = checkBodyStart('csv', 'people');

  it("accepts LinkedIn's Connections.csv with its Notes paragraph above the header", () => {
    const body = 'Notes:\n"When exporting your connection data, you may notice that some of the email addresses are missing."\n\nFirst Name,Last Name,URL\nJane,Doe,https://linkedin.com/in/jane\n';
    expect(() => check(body, true)).not.toThrow();
    expect(() => check(`${body}Max,"unfinished`, false)).not.toThrow();
  });

  it('still refuses a file with no name column near the top', () => {
    expect(() => check('Notes:\nsomething\n\nEmail,Title\nx@y.z,PM\n', true)).toThrow('The CSV header row has no name column');
  });
});
