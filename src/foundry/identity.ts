// Who sent a query? Foundry's query handler is not told the sender, and a payload field could be
// forged. Module socket messages, however, reach the GM with the sender's user id as the server
// saw it. So a client first announces a one-time ticket over the socket, then sends its query with
// that ticket; the GM acts for the user who announced the ticket, never for a claimed id.
import { socket } from "./shim";

interface Ticket {
  userId: string;
  at: number;
}
const tickets = new Map<string, Ticket>();
const TTL = 60_000;
const MAX = 500;
/** how long the GM waits for a ticket the query overtook */
export const TICKET_WAIT = 2_000;

export function newTicket(): string {
  const b = new Uint8Array(12);
  crypto.getRandomValues(b);
  return Array.from(b, (x) => x.toString(16).padStart(2, "0")).join("");
}

/** Client: announce a ticket before the query that uses it. */
export function announceTicket(ticket: string): void {
  socket.emit({ type: "ticket", ticket });
}

/** GM: a ticket arrived over the socket from `senderId` (attested by the server). */
export function onTicket(ticket: unknown, senderId: string): void {
  if (typeof ticket !== "string" || ticket.length !== 24 || typeof senderId !== "string") return;
  if (tickets.has(ticket)) return; // first announcement wins: a replayed ticket cannot be stolen
  const now = Date.now();
  if (tickets.size >= MAX)
    for (const [k, v] of tickets) if (now - v.at > TTL || tickets.size >= MAX) tickets.delete(k);
  tickets.set(ticket, { userId: senderId, at: now });
}

/** GM: the user who announced this ticket (used once), waiting briefly if it is still on its way. */
export async function senderOf(ticket: unknown, wait = TICKET_WAIT): Promise<string | null> {
  if (typeof ticket !== "string") return null;
  const until = Date.now() + wait;
  for (;;) {
    const t = tickets.get(ticket);
    if (t) {
      tickets.delete(ticket);
      return Date.now() - t.at <= TTL ? t.userId : null;
    }
    if (Date.now() >= until) return null;
    await new Promise((r) => setTimeout(r, 20));
  }
}
