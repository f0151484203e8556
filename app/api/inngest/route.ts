// Scaled mode: the Inngest server drives functions here (signed). Embedded mode: 404.
export { GET, POST, PUT } from '@/inngest/route';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';
