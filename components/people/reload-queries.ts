import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Loads these queries again after a change (an upload started, an import deleted). A load already
 * on its way began before the change and would answer without it: invalidating alone joins that
 * load (TanStack Query reuses a first load in flight, as when a file is dropped while the page is
 * still loading its history), so it is cancelled first and a fresh one sent.
 */
export async function reloadQueries(queryClient: QueryClient, keys: QueryKey[]): Promise<void> {
  await Promise.all(keys.map((queryKey) => queryClient.cancelQueries({ queryKey })));
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
