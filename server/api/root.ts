import { monitorsRouter } from './routers/monitors';
import { peopleRouter } from './routers/people';
import { projectsRouter } from './routers/projects';
import { accountRouter, apiKeysRouter, webhookSecretRouter, workspaceRouter } from './routers/settings';
import { slackRouter } from './routers/slack';
import { webhooksRouter } from './routers/webhooks';
import { router } from './trpc';

export const appRouter = router({
  account: accountRouter,
  workspace: workspaceRouter,
  apiKeys: apiKeysRouter,
  webhookSecret: webhookSecretRouter,
  projects: projectsRouter,
  webhooks: webhooksRouter,
  people: peopleRouter,
  monitors: monitorsRouter,
  slack: slackRouter,
});

export type AppRouter = typeof appRouter;
