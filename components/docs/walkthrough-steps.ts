/**
 * The curl walk-through of the API, shared by the Getting started page and the API reference,
 * so the two never drift apart. Texts use `code` spans (rendered by InlineText).
 */
interface WalkthroughStep {
  id: string;
  title: string;
  text: string;
  code?: string;
  response?: string;
}

const AUTH = '-H "Authorization: Bearer $PEOPLE_API_KEY"';

export function walkthroughSteps(apiBase: string): WalkthroughStep[] {
  return [
    {
      id: 'key',
      title: 'Create an API key',
      text: 'In Settings › API keys, create a key and copy it: it is shown once. Keep it on your server, for example in an environment variable.',
      code: `export PEOPLE_API_KEY="ok_live_…"   # the key you just copied\nexport API="${apiBase}"`,
    },
    {
      id: 'search',
      title: 'Submit a brief',
      text: '`POST /v1/search` with a free-text brief. The answer is `202 Accepted` with the project id, and the search runs in the background. Add a `callbackUrl` to receive a signed `project.completed` webhook when it is done.',
      code: [
        'curl -sS -X POST "$API/search" \\',
        `  ${AUTH} \\`,
        '  -H "Content-Type: application/json" \\',
        `  -d '{"brief": "10 senior backend engineers in Berlin who know Go",`,
        `       "callbackUrl": "https://example.com/hooks/people"}'`,
      ].join('\n'),
      response: `HTTP/1.1 202 Accepted\n\n{ "projectId": "prj_…", "status": "running" }`,
    },
    {
      id: 'poll',
      title: 'Poll the project',
      text: '`GET /v1/projects/{projectId}` every few seconds until `done` is `true`. A brief the service cannot act on ends in `awaiting_input` with a `clarificationQuestion`: submit a new, more specific brief.',
      code: `export PROJECT="prj_…"   # the projectId from the previous step\ncurl -sS "$API/projects/$PROJECT" \\\n  ${AUTH}`,
      response: [
        '{',
        '  "projectId": "prj_…",',
        '  "status": "done",',
        '  "done": true,',
        '  "totalResults": 10,',
        '  "verifiedResults": 10,',
        '  "requestedTarget": 10,',
        '  "starredResults": 0,',
        '  "clarificationQuestion": null,',
        '  "error": null',
        '}',
      ].join('\n'),
    },
    {
      id: 'results',
      title: 'Fetch the results',
      text: 'Page through the results as JSON with `limit` and `offset`, or download them as CSV: the file is byte-identical to the export in the app.',
      code: [
        'curl -sS "$API/projects/$PROJECT/results?limit=50&offset=0" \\',
        `  ${AUTH}`,
        '',
        'curl -sS "$API/projects/$PROJECT/export.csv" \\',
        `  ${AUTH} -o people.csv`,
      ].join('\n'),
    },
  ];
}
