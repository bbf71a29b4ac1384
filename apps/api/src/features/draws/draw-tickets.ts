/** Rounds of making the tickets still missing: one more is needed only after a collision, never seen at 64 bits. */
const ticketRounds = 5;

/**
 * The tickets of `keys` (the draws of one member, or the members of one draw): read them, and for those without one,
 * make one and read again (issue 36). Two requests at the same moment both read what the first one kept, so they agree;
 * a ticket that collided with another holder's in the same draw is left out by the database (`addTickets` skips it)
 * and made again in the next round.
 */
export async function ticketsFor<K>(
  keys: readonly K[],
  read: () => Promise<Map<K, string>>,
  add: (missing: K[]) => Promise<void>,
): Promise<Map<K, string>> {
  for (let round = 0; ; round += 1) {
    const tickets = await read();
    const missing = keys.filter((key) => !tickets.has(key));
    if (missing.length === 0) return tickets;
    if (round === ticketRounds) throw new Error(`No ticket could be made for ${missing.length} entries`);
    await add(missing);
  }
}
