import Link from 'next/link';
import { FolderSearchIcon } from '@/components/ui/icons';
import { buttonClass } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';

export default function ProjectNotFound() {
  return (
    <div className="card" data-testid="project-not-found">
      <EmptyState
        icon={<FolderSearchIcon size={20} />}
        title="Project not found"
        action={
          <Link href="/projects" className={buttonClass('primary')}>
            Back to projects
          </Link>
        }
      >
        There is no project with this ID in your current workspace. Check the link, or switch to the workspace the project belongs to.
      </EmptyState>
    </div>
  );
}
