/**
 * Sleep targets as the SDK writes them in a `Sleep` op's `name`: a duration built from
 * w/d/h/m/s parts (timeStr in inngest: "30s", "1h30m", "" for zero) or an ISO date
 * (step.sleepUntil). Returns the wake time, with the remaining wait multiplied by `scale`
 * (EMBEDDED_SLEEP_SCALE): scaling here, not in function definitions, because the SDK rounds
 * waits under one second up to one second.
 */
const UNIT_MS: Record<string, number> = { w: 604_800_000, d: 86_400_000, h: 3_600_000, m: 60_000, s: 1000, ms: 1 };
const DURATION = /^(?:\d+(?:\.\d+)?(?:ms|w|d|h|m|s))+$/;
const PART = /(\d+(?:\.\d+)?)(ms|w|d|h|m|s)/g;

export function parseDurationMs(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  if (!DURATION.test(trimmed)) return undefined;
  let total = 0;
  for (const [, amount, unit] of trimmed.matchAll(PART)) total += Number(amount) * UNIT_MS[unit!]!;
  return total;
}

export function sleepWakeAt(target: string, nowMs: number, scale: number): number | undefined {
  const duration = parseDurationMs(target);
  if (duration !== undefined) return nowMs + Math.round(duration * scale);
  // Only full ISO timestamps: Date.parse accepts too many loose forms.
  if (!/^\d{4}-\d{2}-\d{2}T/.test(target)) return undefined;
  const at = Date.parse(target);
  if (Number.isNaN(at)) return undefined;
  return nowMs + Math.round(Math.max(0, at - nowMs) * scale);
}
