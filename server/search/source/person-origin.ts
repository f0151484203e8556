// Where a person of a result comes from, by the prefix of their personId: the shared directory
// (generated "dir_", licensed imports "lic_") or the workspace's own imported people ("own_").
export const PERSON_ID_PREFIX = { directory: 'dir_', licensed: 'lic_', own: 'own_' } as const;

/** The id a result keeps for a generated directory person ("dir_123"): stable across reseeds of one seed. */
export function directoryPersonId(id: number): string {
  return `${PERSON_ID_PREFIX.directory}${id}`;
}

export type PersonOrigin = 'directory' | 'your people';

export function personOrigin(personId: string): PersonOrigin {
  return personId.startsWith(PERSON_ID_PREFIX.own) ? 'your people' : 'directory';
}
