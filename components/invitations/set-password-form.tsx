'use client';

import { useMutation } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { type FormEvent, useState } from 'react';
import styles from '@/components/auth/auth.module.css';
import { saveThenSignIn } from '@/components/auth/save-then-sign-in';
import { useTRPC } from '@/components/trpc/client';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
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
    const signedIn = await saveThenSignIn({ setError, setBusy }, parsed, (input) => setPassword.mutateAsync(input), {
      email,
      savedMessage: 'Your password was set',
    });
    if (!signedIn) return;
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
