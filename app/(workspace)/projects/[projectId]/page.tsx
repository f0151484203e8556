import { TRPCError } from '@trpc/server';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { META_LOOKUP_LIMIT, pickMeta } from '@/components/projects/project-meta';
import { ProjectView } from '@/components/projects/project-view';
import { serverCaller } from '@/components/trpc/server';

export const metadata: Metadata = { title: 'Project' };

export default async function ProjectPage({ params }: { params: Promise<{ projectId: string }> }) {
  const { projectId } = await params;
  const caller = serverCaller();
  const status = await caller.projects.get({ projectId }).catch((error: unknown) => {
    // Unknown ids and other workspaces' projects are both simply not found.
    if (error instanceof TRPCError && error.code === 'NOT_FOUND') notFound();
    throw error;
  });
  const meta = pickMeta(await caller.projects.list({ limit: META_LOOKUP_LIMIT }), projectId);
  return <ProjectView key={projectId} projectId={projectId} initialStatus={status} initialMeta={meta} />;
}
