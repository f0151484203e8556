/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Types are checked once for the whole repository by `npm test` (tsc --noEmit, the first gate
  // of CI); the build need not repeat it over tests and scripts on every start.
  typescript: { ignoreBuildErrors: true },
  // PGlite ships wasm/data files and must stay a real Node module; Prisma's generated client
  // loads its query compiler wasm at run time.
  // Static security headers on every response (server/security-headers.ts has the reasons; the
  // per-request Content-Security-Policy is set in proxy.ts).
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
        ],
      },
    ];
  },
  serverExternalPackages: ['@electric-sql/pglite', 'pglite-prisma-adapter', '@prisma/client', 'pg'],
};

export default nextConfig;
