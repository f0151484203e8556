'use client';

import { useMutation } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { signIn } from 'next-auth/react';
import { type FormEvent, useState } from 'react';
import styles from '@/components/auth/auth.module.css';
import { useTRPC } from '@/components/trpc/client';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { describeError } from '@/components/ui/error-message';
import { TextField } from '@/components/ui/field';
import { HOME_PATH } from '@/components/workspace/nav-items';
import { setPasswordInput } from '@/server/schemas/settings';

/** Chooses the password through the one-time link, then signs in with it. */
export function SetPasswordForm({ token, email }: { token: string; email: string }) {
  const trpc = useTRPC();
  const router = useRouter();
  const setPassword = useMutation(trpc.account.setPassword.mutationOptions());
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = setPasswordInput.safeParse({ token, password: String(new FormData(event.currentTarget).get('password') ?? '') });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Check the password');
      return;
    }
    setError(null);
    try {
      await setPassword.mutateAsync(parsed.data);
    } catch (caught) {
      setError(describeError(caught).message);
      return;
    }
    setBusy(true);
    const result = await signIn('credentials', { email, password: parsed.data.password, redirect: false });
    if (!result || result.error) {
      setBusy(false);
      setError('Your password was set, but signing in failed. Please sign in.');
      return;
    }
    router.replace(HOME_PATH);
    router.refresh();
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Set password">
      {error ? <Alert tone="error">{error}</Alert> : null}
      <TextField label="Password" name="password" type="password" autoComplete="new-password" hint="At least 10 characters." />
      <Button type="submit" variant="primary" block pending={setPassword.isPending || busy}>
        Set password and sign in
      </Button>
    </form>
  );
}
