/**
 * Fair use of the background workers: every run of a workspace (its searches, webhook deliveries
 * and people imports together: one env-scoped key) counts against one limit, so a workspace whose
 * receiver never answers, or that starts many searches, cannot take every worker. The embedded
 * executor runs 4 runs at a time (server/jobs/embedded/executor.ts), so one workspace holds at most
 * half of them; an Inngest server (scaled mode) enforces the same option natively.
 */
export const WORKSPACE_CONCURRENCY = { scope: 'env', key: 'event.data.workspaceId', limit: 2 } as const;
