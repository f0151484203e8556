/** The HTTP answer for a CSV export (the REST route and the in-app export send the same). */
export function csvResponse({ filename, stream }: { filename: string; stream: ReadableStream<Uint8Array> }, headers: Record<string, string> = {}) {
  return new Response(stream, {
    headers: {
      ...headers,
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
