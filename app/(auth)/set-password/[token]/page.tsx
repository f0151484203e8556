import type { Metadata } from 'next';
import Link from 'next/link';
import { AuthShell } from '@/components/auth/auth-shell';
import { SetPasswordForm } from '@/components/invitations/set-password-form';
import { serverCaller } from '@/components/trpc/server';
import { Alert } from '@/components/ui/alert';

export const metadata: Metadata = { title: 'Set your password' };

/** The operator CLI's set-password link (`setPasswordUrl`, one use, 24 hours). */
export default async function SetPasswordPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const link = await serverCaller()
    .account.passwordLink({ token })
    .catch(() => null);
  if (!link) {
    return (
      <AuthShell title="This link does not work" subtitle="It was already used or has expired.">
        <Alert tone="error">Ask your operator for a new link.</Alert>
        <p>
          <Link href="/sign-in">Go to sign in</Link>
        </p>
      </AuthShell>
    );
  }
  return (
    <AuthShell title="Set your password" subtitle={<>For the account {link.email}.</>}>
      <SetPasswordForm token={token} email={link.email} />
    </AuthShell>
  );
}
