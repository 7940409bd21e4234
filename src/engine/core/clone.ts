// Fast structural copy of the plain-JSON game state (apply() never mutates its input).
import type { GameState } from "../types";

function deep<T>(v: T): T {
  if (v === null || typeof v !== "object") return v;
  if (Array.isArray(v)) {
    const out = new Array(v.length);
    for (let i = 0; i < v.length; i++) out[i] = deep(v[i]);
    return out as T;
  }
  const out: Record<string, unknown> = {};
  for (const k in v) out[k] = deep((v as Record<string, unknown>)[k]);
  return out as T;
}

export function cloneState(s: GameState): GameState {
  return {
    ...s,
    seats: { ...s.seats },
    runBy: { ...s.runBy },
    options: { ...s.options },
    spaces: s.spaces.map((sp) => ({ f: sp.f.slice(), sup: sp.sup, terror: sp.terror, zone: sp.zone })),
    resources: { ...s.resources },
    eligible: { ...s.eligible },
    shipments: s.shipments.map((sh) => ({ s: sh.s, f: sh.f })),
    deck: s.deck.slice(),
    played: s.played.slice(),
    card: deep(s.card),
    capabilities: { ...s.capabilities },
    momentum: s.momentum.slice(),
    frames: deep(s.frames),
    ended: deep(s.ended),
  };
}

export const deepClone = deep;
