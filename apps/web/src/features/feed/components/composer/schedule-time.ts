const pad = (value: number) => String(value).padStart(2, '0');

/** A `datetime-local` value for a moment, in the reader's time zone: "2026-03-01T09:30". */
export function toLocalInput(isoMoment: string): string {
  const date = new Date(isoMoment);
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}`
  );
}

/**
 * What a `datetime-local` picker gives (a wall-clock time, no zone) as the moment it means where the reader is, with
 * their offset written out: "2026-03-01T09:30" in Paris in winter is "2026-03-01T09:30:00+01:00". The contract
 * asks for an offset, and the server then knows the time as staff meant it.
 */
export function toIsoWithOffset(localValue: string): string {
  const date = new Date(localValue);
  const offset = -date.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  const hours = pad(Math.floor(Math.abs(offset) / 60));
  const minutes = pad(Math.abs(offset) % 60);
  return `${toLocalInput(date.toISOString())}:00${sign}${hours}:${minutes}`;
}

/** Whether a `datetime-local` value names a moment still to come. */
export function isInFuture(localValue: string, now = Date.now()): boolean {
  const moment = new Date(localValue).getTime();
  return Number.isFinite(moment) && moment > now;
}
