'use client';

import { signIn } from 'next-auth/react';
import { describeError } from '@/components/ui/error-message';

interface Form {
  setError(message: string | null): void;
  setBusy(busy: boolean): void;
}

type Parsed<T> = { success: true; data: T } | { success: false; error: { issues: Array<{ message: string }> } };

/**
 * Saves what a password form holds (a one-time link's password, an invited account), then signs
 * in with that password. A bad field or a failed save shows in the form; a failed sign-in says
 * what did succeed (`savedMessage`). True once signed in.
 */
export async function saveThenSignIn<T extends { password: string }>(
  form: Form,
  parsed: Parsed<T>,
  save: (data: T) => Promise<unknown>,
  signInAs: { email: string; savedMessage: string },
): Promise<boolean> {
  if (!parsed.success) {
    form.setError(parsed.error.issues[0]?.message ?? 'Check the form');
    return false;
  }
  form.setError(null);
  try {
    await save(parsed.data);
  } catch (caught) {
    form.setError(describeError(caught).message);
    return false;
  }
  form.setBusy(true);
  const result = await signIn('credentials', { email: signInAs.email, password: parsed.data.password, redirect: false });
  if (!result || result.error) {
    form.setBusy(false);
    form.setError(`${signInAs.savedMessage}, but signing in failed. Please sign in.`);
    return false;
  }
  return true;
}
