import type { SqlTransaction } from '@/server/db';

/**
 * Where a project's outcome goes in Slack (SlackCommand), queued in the transaction that creates
 * the project: a command's search, or a run of a monitor a command made (no response_url then).
 */
export function recordSlackCommand(
  tx: SqlTransaction,
  row: { projectId: string; workspaceId: string; teamId: string; channelId: string; userId: string; responseUrl: string | null },
): void {
  tx.queue(
    `INSERT INTO "SlackCommand" ("projectId", "workspaceId", "teamId", "channelId", "userId", "responseUrl", "createdAt")
     VALUES ($1, $2, $3, $4, $5, $6, $7::timestamp)`,
    [row.projectId, row.workspaceId, row.teamId, row.channelId, row.userId, row.responseUrl, new Date().toISOString()],
  );
}
