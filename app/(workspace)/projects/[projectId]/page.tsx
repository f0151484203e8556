import { TRPCError } from '@trpc/server';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { ProjectView } from '@/components/projects/project-view';
import { serverCaller } from '@/components/trpc/server';

type Params = Promise<{ projectId: string }>;

/** One project, once per request (metadata and page share it). */
const loadProject = cache(async (projectId: string) => {
  try {
    return await serverCaller().projects.detail({ projectId });
  } catch (error) {
    // Unknown ids and other workspaces' projects are both simply not found.
    if (error instanceof TRPCError && error.code === 'NOT_FOUND') return null;
    throw error;
  }
});

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const project = await loadProject((await params).projectId).catch(() => null);
  if (!project) return { title: 'Project not found' };
  const brief = project.brief;
  return { title: brief ? (brief.length > 60 ? `${brief.slice(0, 57).trimEnd()}…` : brief) : 'Project' };
}

export default async function ProjectPage({ params }: { params: Params }) {
  const { projectId } = await params;
  const project = await loadProject(projectId);
  if (!project) notFound();
  // As the browser will receive it over tRPC (no transformer): dates as ISO strings.
  const initialDetail = { ...project, createdAt: project.createdAt.toISOString(), completedAt: project.completedAt?.toISOString() ?? null };
  return <ProjectView key={projectId} projectId={projectId} initialDetail={initialDetail} />;
}
