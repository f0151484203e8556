import { projectsRouter } from './routers/projects';
import { accountRouter, apiKeysRouter, webhookSecretRouter, workspaceRouter } from './routers/settings';
import { router } from './trpc';

export const appRouter = router({
  account: accountRouter,
  workspace: workspaceRouter,
  apiKeys: apiKeysRouter,
  webhookSecret: webhookSecretRouter,
  projects: projectsRouter,
});

export type AppRouter = typeof appRouter;
