// The one way a download of many rows streams (a project's CSV, an import's rejected rows): each
// pull reads the next page after the last row read (keyset, never OFFSET) and sends its text, so
// memory holds one page however many rows there are, and a slow client pauses the reads.

export interface KeysetStream<Row> {
  /** Sent first (a CSV's header line). */
  head: string;
  pageSize: number;
  /** Up to `take` rows after `after` (null: from the start), in the download's order. */
  readPage: (after: Row | null, take: number) => Promise<Row[]>;
  /** The text of a page's rows. */
  format: (rows: Row[]) => string;
  /** Sent after the last page. */
  tail?: string;
}

export function keysetStream<Row>({ head, pageSize, readPage, format, tail = '' }: KeysetStream<Row>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let last: Row | null = null;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      if (head !== '') controller.enqueue(encoder.encode(head));
    },
    async pull(controller) {
      const rows = await readPage(last, pageSize);
      const text = rows.length > 0 ? format(rows) : '';
      if (text !== '') controller.enqueue(encoder.encode(text));
      if (rows.length < pageSize) {
        if (tail !== '') controller.enqueue(encoder.encode(tail));
        controller.close();
        return;
      }
      last = rows[rows.length - 1]!;
    },
  });
}
