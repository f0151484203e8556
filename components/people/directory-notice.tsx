'use client';

import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '@/components/trpc/client';
import { Alert } from '@/components/ui/alert';
import { formatCount } from '@/components/ui/format';

/** The shared directory is generated: say so wherever its people can show up. */
export function DirectoryNotice() {
  const trpc = useTRPC();
  const info = useQuery(trpc.people.directory.queryOptions());
  if (!info.data) return null;
  return (
    <Alert tone="warning" title="The shared directory is demo data">
      Searches cover your own people and a shared directory of {formatCount(info.data.generated)} <strong>generated, fictional</strong> people
      (reserved example.com e-mails, fictional phone ranges)
      {info.data.licensed > 0 ? <>, plus {formatCount(info.data.licensed)} people your operator licensed</> : null}. Results from it are marked
      “Demo directory”; your own imports are marked “Your people”.
    </Alert>
  );
}
