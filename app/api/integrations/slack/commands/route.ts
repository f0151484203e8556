// Slack posts `/people` slash commands here (signed with the connected app's signing secret).
import { slashCommandRoute } from '@/server/integrations/slack';

export const POST = (request: Request) => slashCommandRoute(request);

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';
