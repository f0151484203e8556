import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { AuthShell } from '@/components/auth/auth-shell';
import { OAuthButtons } from '@/components/auth/oauth-buttons';
import { configuredOAuthProviders } from '@/components/auth/providers';
import { SignUpForm } from '@/components/auth/sign-up-form';
import { HOME_PATH, ONBOARDING_PATH } from '@/components/workspace/nav-items';
import { auth } from '@/server/auth/auth';

export const metadata: Metadata = { title: 'Create account' };

export default async function SignUpPage() {
  if ((await auth())?.user?.id) redirect(HOME_PATH);
  return (
    <AuthShell title="Create your account" subtitle="You get your own workspace, and you own it.">
      <OAuthButtons providers={configuredOAuthProviders()} redirectTo={ONBOARDING_PATH} />
      <SignUpForm redirectTo={ONBOARDING_PATH} />
    </AuthShell>
  );
}
