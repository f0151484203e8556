/**
 * Limits of the web UI's tRPC endpoint (/api/trpc), shared by the server and the browser's batch
 * link so the app never sends what the server refuses. Like /v1 (64 KiB): the largest web input
 * is a 2000-character brief.
 */
export const WEB_API_MAX_BODY_BYTES = 64 * 1024;
/** Procedures per batched request. */
export const WEB_API_MAX_BATCH_SIZE = 20;
