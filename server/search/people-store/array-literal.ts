/** Text form of a PostgreSQL array literal: {"Go","C++"} (every element quoted and escaped). */
export function arrayLiteral(values: ReadonlyArray<string | number>): string {
  return `{${values.map((v) => (typeof v === 'number' ? String(v) : `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`)).join(',')}}`;
}
