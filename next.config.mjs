/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // PGlite ships wasm/data files and must stay a real Node module; Prisma's generated client
  // loads its query compiler wasm at run time.
  serverExternalPackages: ['@electric-sql/pglite', 'pglite-prisma-adapter', '@prisma/client', 'pg'],
};

export default nextConfig;
