import { dispatchV1Fetch } from '@/server/api/rest/v1-dispatch';

// Under `next dev`; the production server answers /v1 before Next.js (scripts/serve.ts).
export const dynamic = 'force-dynamic';

export {
  dispatchV1Fetch as GET,
  dispatchV1Fetch as POST,
  dispatchV1Fetch as PUT,
  dispatchV1Fetch as PATCH,
  dispatchV1Fetch as DELETE,
  dispatchV1Fetch as HEAD,
  dispatchV1Fetch as OPTIONS,
};
