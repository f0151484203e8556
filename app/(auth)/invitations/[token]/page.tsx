import type { Metadata } from 'next';
import Link from 'next/link';
import { AuthShell } from '@/components/auth/auth-shell';
import { AcceptInvitation } from '@/components/invitations/accept-invitation';
import { serverCaller } from '@/components/trpc/server';
import { Alert } from '@/components/ui/alert';
import { auth } from '@/server/auth/auth';

export const metadata: Metadata = { title: 'Invitation' };

/** Where an invitation link lands: accept while signed in, or create the invited account here. */
export default async function InvitationPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const invitation = await serverCaller()
    .account.invitation({ token })
    .catch(() => null);
  if (!invitation) {
    return (
      <AuthShell title="This invitation link does not work" subtitle="It was already used, replaced, or has expired.">
        <Alert tone="error">Ask the person who invited you for a new link.</Alert>
        <p>
          <Link href="/sign-in">Go to sign in</Link>
        </p>
      </AuthShell>
    );
  }
  const session = await auth();
  return (
    <AuthShell
      title={`Join ${invitation.workspaceName}`}
      subtitle={
        <>
          You were invited as <strong>{invitation.role}</strong> with the address <strong>{invitation.email}</strong>.
        </>
      }
    >
      <AcceptInvitation token={token} email={invitation.email} workspaceId={invitation.workspaceId} signedInAs={session?.user?.email ?? null} />
    </AuthShell>
  );
}
