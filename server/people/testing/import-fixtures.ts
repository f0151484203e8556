// Test helpers: POST /v1/people/imports through /v1's dispatch, and waiting for an import.
import { dispatchV1Fetch } from '@/server/api/rest/v1-dispatch';
import { v1 } from '@/test/fixtures';

export function postImport(key: string, body: BodyInit | null, options: { contentType?: string; kind?: string; headers?: Record<string, string> } = {}) {
  const headers = new Headers(options.headers);
  headers.set('authorization', `Bearer ${key}`);
  if (options.contentType !== undefined) headers.set('content-type', options.contentType);
  const query = options.kind === undefined ? '' : `?kind=${options.kind}`;
  return dispatchV1Fetch(new Request(`http://people.test/v1/people/imports${query}`, { method: 'POST', headers, body, duplex: 'half' } as RequestInit));
}

export async function waitForImport(key: string, importId: string) {
  for (let i = 0; i < 1200; i++) {
    const status = await (await v1('GET', `/people/imports/${importId}`, { key })).json();
    if (status.status !== 'running') return status;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${importId} did not finish`);
}

/** The messy file: loose headers, titles and places as people write them, two bad rows and a blank line. */
export const MESSY_CSV = [
  '"Full Name",Job Title,Organisation,City,Country,E-mail Address,LinkedIn URL,Skills,Years of Experience',
  'Ana Silva,"Sr. Product Manager, Payments",Stripe,Lisboa,,ANA@Example.com,https://www.linkedin.com/in/Ana-Silva/?trk=x,"Python; SQL | Roadmapping",7',
  'Bruno Costa,Group Product Manager,Acme Widgets Lda,Greater Lisbon Area,,bruno@acme.test,,,',
  'Carla Nowak,PM II,,Warszawa,,,linkedin.com/in/carla-nowak,,',
  'Diogo Reis,Project Manager,Acme Widgets Lda,Oporto,,diogo@acme.test,,,',
  'Eva Santos,Product Designer,,Portugal (Remote),,,,,',
  'Filipa Lopes,Product Marketing Manager,,Lisbon,Portugal,,,,',
  ',Engineer,Nobody Inc,Berlin,,nobody@example.test,,,',
  'Gil Matos,Chief Vibes Officer,Mystery Co,Atlantis,,gil@mystery.test,,,,extra,extra,extra',
  '',
  'Hugo Alves,Backend Engineer,,Berlin,,,,,',
].join('\r\n');

/** LinkedIn's own export, as downloaded: a "Notes:" paragraph and a blank line above the header. */
export const CONNECTIONS_CSV = [
  'Notes:',
  '"When exporting your connection data, you may notice that some of the email addresses are missing. You will only see email addresses for connections who have allowed their connections to see or download their email address using this setting https://www.linkedin.com/psettings/privacy/email. You can learn more here https://www.linkedin.com/help/linkedin/answer/261"',
  '',
  'First Name,Last Name,URL,Email Address,Company,Position,Connected On',
  'Jane,Doe,https://www.linkedin.com/in/jane-doe-123,,Google,Senior Software Engineer,12 Mar 2024',
  'Max,Mustermann,https://www.linkedin.com/in/maxm,max@example.org,Acme GmbH,Head of Growth,01 Jan 2023',
].join('\n');
