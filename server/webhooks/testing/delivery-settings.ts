// Delivery settings for tests (a short timeout, a fake resolver, a counting sender), so that the
// production module holds no test hook. test/setup-database.ts puts withOverrides in front of the
// real module for every integration file; a test calls overrideDeliverySettings({ timeoutMs: 300 }),
// and {} restores the defaults (the setup does after each file).
import type * as Settings from '../settings';
import type { DeliverySettings } from '../settings';

let overrides: Partial<DeliverySettings> = {};

/** The vi.mock factory's module: the real one, its settings overlaid with the test's. */
export async function withOverrides(importOriginal: () => Promise<typeof Settings>): Promise<typeof Settings> {
  const real = await importOriginal();
  return { ...real, deliverySettings: () => ({ ...real.deliverySettings(), ...overrides }) };
}

export function overrideDeliverySettings(next: Partial<DeliverySettings>): void {
  overrides = { ...next };
}
