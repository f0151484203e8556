import { useSyncExternalStore } from 'react';

/** The browser's IANA time zone (UTC when it names none). */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

let zones: string[] | undefined;
function timeZoneNames(): string[] {
  zones ??= [...new Set(['UTC', ...Intl.supportedValuesOf('timeZone')])];
  return zones;
}
const SERVER_ZONES = ['UTC'];
const neverChanges = () => () => {};

/** The browser's time zone; null while rendering on the server, which cannot know it. */
export function useBrowserTimeZone(): string | null {
  return useSyncExternalStore(neverChanges, browserTimeZone, () => null);
}

/** Every time zone the browser knows; only UTC on the server, whose list may differ from the browser's. */
export function useTimeZoneNames(): string[] {
  return useSyncExternalStore(neverChanges, timeZoneNames, () => SERVER_ZONES);
}
