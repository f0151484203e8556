'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { signIn } from 'next-auth/react';
import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { retryMinutesFromCode, throttledSignInMessage } from '@/server/auth/sign-in-codes';
import styles from './auth.module.css';

type Errors = { email?: string; password?: string; form?: string };

export function SignInForm({ redirectTo, initialEmail }: { redirectTo: string; initialEmail?: string }) {
  const router = useRouter();
  const [errors, setErrors] = useState<Errors>({});
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const email = String(data.get('email') ?? '').trim();
    const password = String(data.get('password') ?? '');
    const next: Errors = {};
    if (!email) next.email = 'Enter your email address';
    if (!password) next.password = 'Enter your password';
    setErrors(next);
    if (next.email || next.password) return;

    setPending(true);
    try {
      const result = await signIn('credentials', { email, password, redirect: false });
      if (!result || result.error) {
        const minutes = retryMinutesFromCode(result?.code);
        setErrors({ form: minutes === null ? 'Incorrect email or password. Check both and try again.' : throttledSignInMessage(minutes) });
        setPending(false);
        return;
      }
      router.replace(redirectTo);
      router.refresh();
    } catch {
      setErrors({ form: 'Could not reach the server. Check your connection and try again.' });
      setPending(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Sign in">
      {errors.form ? <Alert tone="error">{errors.form}</Alert> : null}
      <TextField label="Email" name="email" type="email" autoComplete="email" defaultValue={initialEmail} error={errors.email} autoFocus />
      <TextField label="Password" name="password" type="password" autoComplete="current-password" error={errors.password} />
      <Button type="submit" variant="primary" block pending={pending}>
        Sign in
      </Button>
      <p className={styles.switch}>
        New here? <Link href="/sign-up">Create an account</Link>
      </p>
    </form>
  );
}
