// Who sent a query? Foundry's query handler is not told the sender, and a payload field could be
// forged. Module socket messages, however, reach the GM with the sender's user id as the server
// saw it. So a client first announces a one-time ticket over the socket, then sends its query with
// that ticket; the GM acts for the user who announced the ticket, never for a claimed id.
// The socket reaches every client, so only the ticket's SHA-256 is announced: the ticket itself
// travels in the query, which goes to the GM alone. Another client that sees the announcement
// cannot turn it into a ticket of its own (a ticket is bound to the user who announced it).
import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex, utf8ToBytes } from "@noble/hashes/utils.js";
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

/** the announced form of a ticket */
export function ticketHash(ticket: string): string {
  return bytesToHex(sha256(utf8ToBytes(ticket)));
}

/** Client: announce a ticket (its hash) before the query that uses it. */
export function announceTicket(ticket: string): void {
  socket.emit({ type: "ticket", hash: ticketHash(ticket) });
}

/** GM: a ticket hash arrived over the socket from `senderId` (attested by the server). */
export function onTicket(hash: unknown, senderId: string): void {
  if (typeof hash !== "string" || !/^[0-9a-f]{64}$/.test(hash) || typeof senderId !== "string") return;
  if (tickets.has(hash)) return; // first announcement wins: a replayed announcement changes nothing
  const now = Date.now();
  if (tickets.size >= MAX)
    for (const [k, v] of tickets) if (now - v.at > TTL || tickets.size >= MAX) tickets.delete(k);
  tickets.set(hash, { userId: senderId, at: now });
}

/** GM: the user who announced this ticket (used once), waiting briefly if it is still on its way. */
export async function senderOf(ticket: unknown, wait = TICKET_WAIT): Promise<string | null> {
  if (typeof ticket !== "string" || ticket.length !== 24) return null;
  const hash = ticketHash(ticket);
  const until = Date.now() + wait;
  for (;;) {
    const t = tickets.get(hash);
    if (t) {
      tickets.delete(hash);
      return Date.now() - t.at <= TTL ? t.userId : null;
    }
    if (Date.now() >= until) return null;
    await new Promise((r) => setTimeout(r, 20));
  }
}
