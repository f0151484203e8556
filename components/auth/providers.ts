import { oauthProviders } from '@/server/auth/auth';
import type { OAuthProviderInfo } from './oauth-buttons';

/** The configured OAuth providers, reduced to what a button needs (no secrets reach the client). */
export function configuredOAuthProviders(): OAuthProviderInfo[] {
  return oauthProviders().map((provider) => ({ id: provider.id, name: provider.name }));
}
