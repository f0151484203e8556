'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { createTRPCContext } from '@trpc/tanstack-react-query';
import { type ReactNode, useState } from 'react';
import type { AppRouter } from '@/server/api/root';
import { WEB_API_MAX_BATCH_SIZE } from '@/server/schemas/web-api-limits';

const { TRPCProvider, useTRPC } = createTRPCContext<AppRouter>();
export { useTRPC };

function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 15_000,
        // A 401/403/404 will not change by asking again; anything else gets one more try.
        retry: (failures, error) => {
          const status = (error as { data?: { httpStatus?: number } }).data?.httpStatus;
          return failures < 1 && !(status && status >= 400 && status < 500);
        },
        refetchOnWindowFocus: false,
      },
    },
  });
}

let browserQueryClient: QueryClient | undefined;

/** One client per browser tab; a fresh one per server render so users never share a cache. */
function getQueryClient() {
  if (typeof window === 'undefined') return makeQueryClient();
  return (browserQueryClient ??= makeQueryClient());
}

export function TRPCReactProvider({ children }: { children: ReactNode }) {
  const queryClient = getQueryClient();
  const [trpcClient] = useState(() => createTRPCClient<AppRouter>({ links: [httpBatchLink({ url: '/api/trpc', maxItems: WEB_API_MAX_BATCH_SIZE })] }));
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        {children}
      </TRPCProvider>
    </QueryClientProvider>
  );
}
