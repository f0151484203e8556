import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { AuthShell } from '@/components/auth/auth-shell';
import { OAuthButtons } from '@/components/auth/oauth-buttons';
import { configuredOAuthProviders } from '@/components/auth/providers';
import { SignInForm } from '@/components/auth/sign-in-form';
import { safeRedirectPath } from '@/components/workspace/nav-items';
import { auth } from '@/server/auth/auth';

export const metadata: Metadata = { title: 'Sign in' };

export default async function SignInPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  const redirectTo = safeRedirectPath(params.callbackUrl);
  if ((await auth())?.user?.id) redirect(redirectTo);
  return (
    <AuthShell title="Welcome back" subtitle="Sign in to your workspace.">
      <OAuthButtons providers={configuredOAuthProviders()} redirectTo={redirectTo} />
      <SignInForm redirectTo={redirectTo} />
    </AuthShell>
  );
}
