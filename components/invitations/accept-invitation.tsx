'use client';

import { useMutation } from '@tanstack/react-query';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { type FormEvent, useState } from 'react';
import styles from '@/components/auth/auth.module.css';
import { saveThenSignIn } from '@/components/auth/save-then-sign-in';
import { useTRPC } from '@/components/trpc/client';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { describeError } from '@/components/ui/error-message';
import { TextField } from '@/components/ui/field';
import { HOME_PATH } from '@/components/workspace/nav-items';
import { switchWorkspace } from '@/components/workspace/actions';
import { acceptWithNewAccountInput } from '@/server/schemas/settings';

interface Props {
  token: string;
  email: string;
  workspaceId: string;
  /** The signed-in user's address, or null. */
  signedInAs: string | null;
}

/** Signed in: one button. Signed out: sign in (and come back), or create the invited account. */
export function AcceptInvitation({ token, email, workspaceId, signedInAs }: Props) {
  const trpc = useTRPC();
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const accept = useMutation(trpc.account.acceptInvitation.mutationOptions());
  const create = useMutation(trpc.account.acceptInvitationWithNewAccount.mutationOptions());

  async function enter() {
    // Open the joined workspace (the cookie the workspace switcher sets), then its projects.
    await switchWorkspace(workspaceId);
    router.replace(HOME_PATH);
    router.refresh();
  }

  async function onAccept() {
    setError(null);
    try {
      await accept.mutateAsync({ token });
    } catch (caught) {
      setError(describeError(caught).message);
      return;
    }
    await enter();
  }

  async function onCreate(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const name = String(data.get('name') ?? '').trim();
    const parsed = acceptWithNewAccountInput.safeParse({ token, password: String(data.get('password') ?? ''), ...(name ? { name } : {}) });
    const signedIn = await saveThenSignIn({ setError, setBusy }, parsed, (input) => create.mutateAsync(input), {
      email,
      savedMessage: 'Your account was created and you joined the workspace',
    });
    if (signedIn) await enter();
  }

  if (signedInAs) {
    return (
      <div className={styles.form}>
        {error ? <Alert tone="error">{error}</Alert> : null}
        <p>
          You are signed in as <strong>{signedInAs}</strong>.
        </p>
        <Button variant="primary" block onClick={onAccept} pending={accept.isPending || busy}>
          Accept invitation
        </Button>
      </div>
    );
  }

  return (
    <form className={styles.form} onSubmit={onCreate} noValidate aria-label="Accept invitation">
      {error ? <Alert tone="error">{error}</Alert> : null}
      <p className={styles.switch}>
        Have an account for {email}? <Link href={`/sign-in?callbackUrl=${encodeURIComponent(`/invitations/${token}`)}`}>Sign in to accept</Link>
      </p>
      <p>Or create your account for {email}:</p>
      <TextField label="Name" name="name" autoComplete="name" placeholder="Optional" />
      <TextField label="Password" name="password" type="password" autoComplete="new-password" hint="At least 10 characters." />
      <Button type="submit" variant="primary" block pending={create.isPending || busy}>
        Create account and join
      </Button>
    </form>
  );
}
