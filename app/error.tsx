'use client';

import { Button } from '@/components/ui/button';
import { StatusPage } from '@/components/ui/status-page';

export default function ErrorPage({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <StatusPage code="Error" title="Something went wrong" text="The page could not be shown. It is safe to try again.">
      <Button variant="primary" onClick={reset}>
        Try again
      </Button>
    </StatusPage>
  );
}
