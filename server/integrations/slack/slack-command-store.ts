import type { SqlRunner, SqlTransaction } from '@/server/db';
import type { ProjectSource } from '@/server/db/generated/client';

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

/**
 * THE rule for whether a project's end is posted to Slack: it was started by a slash command
 * (source chat) or is a run of a monitor a command made (source monitor), and its SlackCommand
 * row, committed with the project, says where. run-search's audience and requestSlackOutcome
 * both ask here.
 */
export async function postsOutcomeToSlack(db: SqlRunner, project: { id: string; source: ProjectSource }): Promise<boolean> {
  if (project.source !== 'chat' && project.source !== 'monitor') return false;
  const rows = await db.query(`SELECT 1 FROM "SlackCommand" WHERE "projectId" = $1`, [project.id]);
  return rows.length > 0;
}
