'use client';

import { useEffect, useState } from 'react';
import { Button } from './button';
import { CheckIcon, CopyIcon } from './icons';

/** Copies text to the clipboard and says so for two seconds. */
export function CopyButton({ value, label = 'Copy', size = 'sm' }: { value: string; label?: string; size?: 'sm' | 'md' }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), 2000);
    return () => clearTimeout(timer);
  }, [state]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      // Clipboard access can be refused (insecure origin, permissions): let the user select by hand.
      setState('failed');
    }
  }

  return (
    <Button variant="secondary" size={size} onClick={copy} icon={state === 'copied' ? <CheckIcon size={14} /> : <CopyIcon size={14} />}>
      <span aria-live="polite">{state === 'copied' ? 'Copied' : state === 'failed' ? 'Select and copy' : label}</span>
    </Button>
  );
}
