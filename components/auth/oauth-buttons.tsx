'use client';

import { signIn } from 'next-auth/react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import styles from './auth.module.css';

export interface OAuthProviderInfo {
  id: string;
  name: string;
}

/** One button per OAuth provider the server has configured; nothing when there is none. */
export function OAuthButtons({ providers, redirectTo }: { providers: OAuthProviderInfo[]; redirectTo: string }) {
  const [pending, setPending] = useState<string | null>(null);
  if (providers.length === 0) return null;
  return (
    <>
      <div className={styles.oauth}>
        {providers.map((provider) => (
          <Button
            key={provider.id}
            variant="secondary"
            block
            pending={pending === provider.id}
            onClick={() => {
              setPending(provider.id);
              void signIn(provider.id, { redirectTo });
            }}
          >
            Continue with {provider.name}
          </Button>
        ))}
      </div>
      <div className={styles.divider}>
        <span>or with email</span>
      </div>
    </>
  );
}
