import Link from 'next/link';
import { buttonClass } from '@/components/ui/button';
import { StatusPage } from '@/components/ui/status-page';

export default function NotFound() {
  return (
    <StatusPage code="404" title="This page does not exist" text="The address may be mistyped, or the page has moved.">
      <Link href="/" className={buttonClass('primary')}>
        Go to the app
      </Link>
      <Link href="/docs/api" className={buttonClass('secondary')}>
        API reference
      </Link>
    </StatusPage>
  );
}
