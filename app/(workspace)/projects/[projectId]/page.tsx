import { TRPCError } from '@trpc/server';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { META_LOOKUP_LIMIT, pickMeta } from '@/components/projects/project-meta';
import { ProjectView } from '@/components/projects/project-view';
import { serverCaller } from '@/components/trpc/server';

type Params = Promise<{ projectId: string }>;

/** The status and the brief of one project, once per request (metadata and page share it). */
const loadProject = cache(async (projectId: string) => {
  const caller = serverCaller();
  try {
    const status = await caller.projects.get({ projectId });
    const meta = pickMeta(await caller.projects.list({ limit: META_LOOKUP_LIMIT }), projectId);
    return { status, meta };
  } catch (error) {
    // Unknown ids and other workspaces' projects are both simply not found.
    if (error instanceof TRPCError && error.code === 'NOT_FOUND') return null;
    throw error;
  }
});

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const project = await loadProject((await params).projectId).catch(() => null);
  const brief = project?.meta?.brief;
  if (!project) return { title: 'Project not found' };
  return { title: brief ? (brief.length > 60 ? `${brief.slice(0, 57).trimEnd()}…` : brief) : 'Project' };
}

export default async function ProjectPage({ params }: { params: Params }) {
  const { projectId } = await params;
  const project = await loadProject(projectId);
  if (!project) notFound();
  return <ProjectView key={projectId} projectId={projectId} initialStatus={project.status} initialMeta={project.meta} />;
}
