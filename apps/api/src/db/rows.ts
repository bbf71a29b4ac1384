/** The rows of a raw `db.execute` answer: node-postgres and PGlite both put them in `rows`. */
export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** A timestamp a raw query hands back as text on one driver and as a Date on the other. */
export const dateOrNull = (value: Date | string | null) => (value === null ? null : new Date(value));

/** Rows per statement or per batch read: large enough to keep round trips few, small enough to keep memory flat. */
export const batchSize = 5000;
