import { PrismaAdapter } from '@auth/prisma-adapter';
import NextAuth, { CredentialsSignin, type NextAuthConfig } from 'next-auth';
import Credentials from 'next-auth/providers/credentials';
import GitHub from 'next-auth/providers/github';
import Google from 'next-auth/providers/google';
import { z } from 'zod';
import { getDb } from '@/server/db';
import { getEnv } from '@/server/env';
import { getSecrets } from '@/server/secrets';
import { clientIpFrom } from './client-ip';
import { rateLimitedCode } from './sign-in-codes';
import { ThrottledError, throttledSignIn } from './throttle';
import { ensureOwnWorkspace } from './users';

/** A throttled sign-in: the form reads the code (rate_limited:<minutes>) and says so. */
class SignInThrottled extends CredentialsSignin {
  constructor(retryAfterSeconds: number) {
    super();
    this.code = rateLimitedCode(retryAfterSeconds);
  }
}

const credentialsInput = z.object({ email: z.string().min(1).max(254), password: z.string().min(1).max(200) });

/** OAuth providers exist only when configured: AUTH_GITHUB_ID/SECRET, AUTH_GOOGLE_ID/SECRET. */
export function oauthProviders() {
  const env = getEnv();
  return [
    ...(env.AUTH_GITHUB_ID && env.AUTH_GITHUB_SECRET
      ? [GitHub({ clientId: env.AUTH_GITHUB_ID, clientSecret: env.AUTH_GITHUB_SECRET, allowDangerousEmailAccountLinking: false })]
      : []),
    ...(env.AUTH_GOOGLE_ID && env.AUTH_GOOGLE_SECRET ? [Google({ clientId: env.AUTH_GOOGLE_ID, clientSecret: env.AUTH_GOOGLE_SECRET })] : []),
  ];
}

async function buildConfig(): Promise<NextAuthConfig> {
  const { prisma } = await getDb();
  return {
    // Auth.js's adapter types are its own; ours is the same Prisma schema it documents.
    adapter: PrismaAdapter(prisma as never),
    secret: getSecrets().authSecret,
    trustHost: true,
    // Credentials sign-in requires JWT sessions; OAuth accounts are still stored by the adapter.
    session: { strategy: 'jwt', maxAge: 30 * 24 * 60 * 60 },
    pages: { signIn: '/sign-in' },
    logger: {
      // A wrong password or a throttled attempt is an expected outcome, shown to the user; not a
      // server error to log. (A subclass keeps CredentialsSignin's `type`, not its `name`.)
      error(error) {
        if (error instanceof CredentialsSignin || (error as { type?: string }).type === 'CredentialsSignin') return;
        if ((error.cause as { name?: string } | undefined)?.name === 'CredentialsSignin') return;
        console.error('[auth]', error);
      },
    },
    providers: [
      Credentials({
        credentials: { email: { label: 'Email', type: 'email' }, password: { label: 'Password', type: 'password' } },
        // The client IP: the socket's peer, or what a configured proxy forwarded (client-ip.ts); attempts are counted before the KDF.
        async authorize(raw, request) {
          const parsed = credentialsInput.safeParse(raw);
          if (!parsed.success) return null;
          try {
            return await throttledSignIn({ ...parsed.data, clientIp: clientIpFrom(request.headers, getEnv().TRUST_PROXY) });
          } catch (error) {
            if (error instanceof ThrottledError) throw new SignInThrottled(error.retryAfterSeconds);
            throw error;
          }
        },
      }),
      ...oauthProviders(),
    ],
    callbacks: {
      jwt({ token, user }) {
        if (user?.id) token.sub = user.id;
        return token;
      },
      session({ session, token }) {
        if (token.sub) session.user.id = token.sub;
        return session;
      },
    },
    events: {
      // An OAuth sign-up gets its own workspace, like an email + password one.
      async createUser({ user }) {
        if (user.id) await ensureOwnWorkspace(user.id);
      },
    },
  };
}

export const { handlers, auth, signOut } = NextAuth(() => buildConfig());
