import { describe, expect, it } from 'vitest';
import { ticketsFor } from './draw-tickets';

/**
 * A draw's tickets as the database keeps them: one per member, none twice (the primary key and the unique index),
 * a row that would break either skipped. `queued` are the tickets made next, in order.
 */
function fakeDraw(queued: string[]) {
  const byMember = new Map<string, string>();
  let made = 0;
  let reads = 0;
  const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
  return {
    byMember,
    get made() {
      return made;
    },
    get reads() {
      return reads;
    },
    async read() {
      reads += 1;
      await tick();
      return new Map(byMember);
    },
    async add(members: string[]) {
      await tick();
      for (const member of members) {
        made += 1;
        const ticket = queued.shift() ?? `fresh-${made}`;
        const isTaken = [...byMember.values()].includes(ticket);
        if (!byMember.has(member) && !isTaken) byMember.set(member, ticket);
      }
    },
  };
}

const ticketsOf = (draw: ReturnType<typeof fakeDraw>, members: string[]) =>
  ticketsFor(
    members,
    () => draw.read(),
    (missing) => draw.add(missing),
  );

describe('making draw tickets on first need (issue 36)', () => {
  it('reads once and makes nothing when every member holds a ticket', async () => {
    const draw = fakeDraw([]);
    draw.byMember.set('amina', 'a1');
    expect(await ticketsOf(draw, ['amina'])).toEqual(new Map([['amina', 'a1']]));
    expect([draw.reads, draw.made]).toEqual([1, 0]);
    expect(await ticketsOf(draw, [])).toEqual(new Map([['amina', 'a1']]));
  });

  it('makes a ticket for each member without one and keeps the others’', async () => {
    const draw = fakeDraw(['b1', 'c1']);
    draw.byMember.set('amina', 'a1');
    const tickets = await ticketsOf(draw, ['amina', 'bilal', 'chadi']);
    expect([...tickets]).toEqual([
      ['amina', 'a1'],
      ['bilal', 'b1'],
      ['chadi', 'c1'],
    ]);
    expect(draw.made).toBe(2);
  });

  it('makes a ticket again when it would be another holder’s', async () => {
    const draw = fakeDraw(['a1', 'a1', 'b1']);
    draw.byMember.set('amina', 'a1');
    expect((await ticketsOf(draw, ['bilal'])).get('bilal')).toBe('b1');
    expect(draw.made).toBe(3);
  });

  it('agrees with a request made at the same moment: both show the ticket kept first', async () => {
    const draw = fakeDraw(['first', 'second']);
    const [one, two] = await Promise.all([ticketsOf(draw, ['amina']), ticketsOf(draw, ['amina'])]);
    expect(one.get('amina')).toBe('first');
    expect(two.get('amina')).toBe('first');
    expect(draw.made).toBe(2);
  });

  it('gives up after a few rounds rather than loop for ever', async () => {
    const draw = fakeDraw(Array.from({ length: 10 }, () => 'a1'));
    draw.byMember.set('amina', 'a1');
    await expect(ticketsOf(draw, ['bilal'])).rejects.toThrow('No ticket could be made for 1 entries');
    expect(draw.made).toBe(5);
  });
});
