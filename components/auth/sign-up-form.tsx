'use client';

import { useMutation } from '@tanstack/react-query';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { signIn } from 'next-auth/react';
import { type FormEvent, useState } from 'react';
import { useTRPC } from '@/components/trpc/client';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { describeError } from '@/components/ui/error-message';
import { TextField } from '@/components/ui/field';
import { retryMinutesFromCode, throttledSignInMessage } from '@/server/auth/sign-in-codes';
import { signUpInput } from '@/server/schemas/settings';
import styles from './auth.module.css';

type Field = 'name' | 'email' | 'password';
type Errors = Partial<Record<Field | 'form', string>>;

export function SignUpForm({ redirectTo }: { redirectTo: string }) {
  const trpc = useTRPC();
  const router = useRouter();
  const signUp = useMutation(trpc.account.signUp.mutationOptions());
  const [errors, setErrors] = useState<Errors>({});
  const [signingIn, setSigningIn] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const name = String(data.get('name') ?? '').trim();
    const input = { email: String(data.get('email') ?? '').trim(), password: String(data.get('password') ?? ''), ...(name ? { name } : {}) };

    // The same schema the server validates with, so the messages match.
    const parsed = signUpInput.safeParse(input);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        next[field] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});

    try {
      await signUp.mutateAsync(parsed.data);
    } catch (error) {
      const { message, code } = describeError(error);
      setErrors(code === 'conflict' ? { email: message } : { form: message });
      return;
    }

    setSigningIn(true);
    const result = await signIn('credentials', { email: parsed.data.email, password: parsed.data.password, redirect: false });
    if (!result || result.error) {
      setSigningIn(false);
      const minutes = retryMinutesFromCode(result?.code);
      setErrors({
        form:
          minutes === null
            ? 'Your account was created, but signing in failed. Please sign in.'
            : `Your account was created. ${throttledSignInMessage(minutes)}`,
      });
      return;
    }
    router.replace(redirectTo);
    router.refresh();
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Create account">
      {errors.form ? <Alert tone="error">{errors.form}</Alert> : null}
      <TextField label="Name" name="name" autoComplete="name" placeholder="Optional" error={errors.name} autoFocus />
      <TextField label="Email" name="email" type="email" autoComplete="email" error={errors.email} />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        hint="At least 10 characters."
        error={errors.password}
      />
      <Button type="submit" variant="primary" block pending={signUp.isPending || signingIn}>
        Create account
      </Button>
      <p className={styles.switch}>
        Already have an account? <Link href="/sign-in">Sign in</Link>
      </p>
    </form>
  );
}
