import { EmptyState } from '@/components/ui/empty-state';
import { UsersIcon } from '@/components/ui/icons';

export function NoWorkspace() {
  return (
    <div className="card">
      <EmptyState icon={<UsersIcon size={20} />} title="You are not in a workspace">
        You were removed from every workspace you belonged to. Ask a workspace owner or admin to add you again with the email you signed in
        with.
      </EmptyState>
    </div>
  );
}
