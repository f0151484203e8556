import type { Metadata } from 'next';
import { NewSearchForm } from '@/components/projects/new-search-form';
import { LIST_LIMIT } from '@/components/projects/project-meta';
import { ProjectsList, type ProjectsListData } from '@/components/projects/projects-list';
import { serverCaller } from '@/components/trpc/server';
import { PageHeader } from '@/components/ui/page-header';
import { isProjectId } from '@/server/projects/project-id';

export const metadata: Metadata = { title: 'Projects' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export default async function ProjectsPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const brief = first(params.brief) ?? '';
  const target = first(params.target) ?? '';
  const from = first(params.from);
  // Rendered with the list, so it never flashes a skeleton; JSON-shaped like the browser's refetches.
  const projects = JSON.parse(JSON.stringify(await serverCaller().projects.list({ limit: LIST_LIMIT }))) as ProjectsListData;
  return (
    <>
      <PageHeader title="Projects" description="Start a search from a brief and follow it here. Each search becomes a project with its results, ready to star and export." />
      <div className="stack-lg">
        <div id="new-search">
          {/* A new pre-filled brief (from a project page) starts a fresh form. */}
          <NewSearchForm key={`${brief}\n${target}`} initialBrief={brief} initialTarget={target} fromProject={from && isProjectId(from) ? from : undefined} />
        </div>
        <ProjectsList initialData={projects} />
      </div>
    </>
  );
}
