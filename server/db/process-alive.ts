/**
 * Whether a process with this id exists on this host (EPERM: it exists but belongs to another
 * user). Not a process id (0, negative, fractional) is never alive: kill(0 or -n) would signal
 * a whole process group.
 */
export function isProcessAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
