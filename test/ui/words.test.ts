// Words players read: the victory goals read as thresholds to pass (7.2) in every language, the
// official French and Polish space names (LdC / LiKom), Faction names that agree with the
// sentence, the 8.8 line, true minus signs and the cards-in-play list without a repeated label.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { createGame, type GameState } from "../../src/engine/index";
import { msgText, spaceName } from "../../src/ui/i18n";
import { cardsView, endView } from "../../src/ui/panels/index";
import { dictHost } from "./fake-host";

const LANGS = ["en", "fr", "pl", "de", "es"] as const;
const dict = (l: string): Record<string, string> => JSON.parse(readFileSync(`lang/${l}.json`, "utf8"));
const hostOf = (l: string, s?: GameState) => {
  const h = dictHost(dict(l), l);
  return s ? { ...h, getState: () => s } : h;
};
const SOLO = { govt: "player", farc: "nonplayer", auc: "nonplayer", cartels: "nonplayer" } as const;

/** A game that ended after the final Round with the Government short of its goal (7.3). */
function ended(): GameState {
  const s = structuredClone(createGame({ seed: 1, seats: SOLO, deployment: "standard", deck: [1, 73] }));
  s.ended = {
    reason: "final",
    ranking: ["farc", "auc", "govt", "cartels"],
    margins: { govt: -10, farc: -5, auc: -5, cartels: -30 },
    winner: "farc",
    soloLevel: "failure",
  };
  s.frames = [];
  return s;
}

describe("7.2 victory goals on the end screen are thresholds to pass", () => {
  // Standard Deployment: Total Support 50, goal over 60; Opposition + Bases 20, goal over 25
  const expected: Record<(typeof LANGS)[number], [RegExp, RegExp]> = {
    en: [/^\(to win: over 60\)$/, /^\(to win: over 25\)$/],
    fr: [/^\(pour gagner : plus de 60\)$/, /^\(pour gagner : plus de 25\)$/],
    pl: [/^\(do zwycięstwa: ponad 60\)$/, /^\(do zwycięstwa: ponad 25\)$/],
    de: [/^\(zum Sieg: über 60\)$/, /^\(zum Sieg: über 25\)$/],
    es: [/^\(para ganar: más de 60\)$/, /^\(para ganar: más de 25\)$/],
  };
  for (const l of LANGS)
    it(`${l}: the Government's row says Total Support 50 must pass 60, FARC's 20 must pass 25`, () => {
      const s = ended();
      const v = endView(hostOf(l, s), s);
      const govt = v.rows.find((r) => r.faction === "govt")!;
      const farc = v.rows.find((r) => r.faction === "farc")!;
      expect(govt.track[0].value).toBe(50);
      expect(govt.track[0].goal).toMatch(expected[l][0]);
      expect(govt.track[0].met).toBe(false);
      expect(farc.track[0].value).toBe(20);
      expect(farc.track[0].goal).toMatch(expected[l][1]);
    });

  it("fr: the 8.8 line keeps the French space before the colon and a true minus sign", () => {
    const s = ended();
    expect(endView(hostOf("fr", s), s).solo).toMatch(
      /^Résultat à 1 joueur \(8\.8\) : Échec de la COIN \(\u2212\d+\)$/,
    );
    expect(endView(hostOf("en", s), s).solo).toMatch(
      /^1-player result \(8\.8\): COIN Failure \(\u2212\d+\)$/,
    );
  });
});

describe("space names in each rulebook's words", () => {
  it("LoCs: LdC in French, LiKom in Polish; Meta East stays as the Polish rulebook prints it", () => {
    expect(spaceName("bogota-neiva", hostOf("en"))).toBe("Bogotá-Neiva LoC");
    expect(spaceName("bogota-neiva", hostOf("fr"))).toBe("LdC Bogotá-Neiva");
    expect(spaceName("bogota-neiva", hostOf("pl"))).toBe("LiKom Bogotá-Neiva");
    expect(spaceName("meta-east", hostOf("pl"))).toBe("Meta East");
    expect(spaceName("ecuador", hostOf("fr"))).toBe("Équateur");
    // without a host: the map's own name
    expect(spaceName("bogota-neiva")).toBe("Bogotá-Neiva LoC");
  });

  it("a log line names the space in the reader's language", () => {
    const m = { key: "log.sabotage", params: { space: "bogota-neiva" } };
    expect(msgText(hostOf("fr"), m)).toContain("LdC Bogotá-Neiva");
    expect(msgText(hostOf("pl"), m)).toContain("LiKom Bogotá-Neiva");
  });
});

describe("Faction names agree with the sentence", () => {
  it("en: the Cartels' plan, not Cartels's", () => {
    const h = hostOf("en");
    expect(msgText(h, { key: "np.offPlan", params: { faction: "cartels" } })).toMatch(/^The Cartels' plan/);
    expect(msgText(h, { key: "np.offPlan", params: { faction: "auc" } })).toMatch(/^The AUC's plan/);
  });
  it("fr: du Gouvernement, des AUC (never de AUC)", () => {
    const h = hostOf("fr");
    const say = (f: string) => msgText(h, { key: "np.seq.leftmost.yes", params: { faction: f, card: 3 } });
    expect(say("auc")).toContain("Le symbole des AUC");
    expect(say("govt")).toContain("Le symbole du Gouvernement");
    const all = Object.values(dict("fr")).filter((v) => /\bde \{faction\}/.test(v));
    expect(all).toEqual([]);
  });
  it("pl: a Faction name is never the subject of a singular verb (Kartele is plural)", () => {
    const h = hostOf("pl");
    expect(msgText(h, { key: "log.event", params: { faction: "cartels", card: 3, side: "shaded" } })).toMatch(
      /^Frakcja Kartele wykonuje/,
    );
    const bad = Object.entries(dict("pl")).filter(([, v]) =>
      /(^|[.:] )\{faction\} [a-ząćęłńóśźż]+(e|a)\b/.test(v),
    );
    expect(bad).toEqual([]);
  });
  it("pl: a placed piece is listed after a colon, never declined wrongly (Umieść Policja)", () => {
    const text = dict("pl")["ANDEAN.ui.opt.place"];
    expect(text).toMatch(/: \{piece\}$/);
  });
});

describe("the cards in play (5.3, 5.4)", () => {
  it("a Capability's text does not repeat the word Capability after its tag, in any language", () => {
    for (const l of LANGS) {
      const s = structuredClone(createGame({ seed: 1, seats: SOLO, deployment: "standard", deck: [1, 73] }));
      s.capabilities = { 13: "unshaded" };
      s.momentum = [17];
      const v = cardsView(hostOf(l, s), s);
      const cap = v.inPlay.find((x) => x.number === 13)!;
      const mom = v.inPlay.find((x) => x.number === 17)!;
      const d = dict(l);
      expect(cap.tag.startsWith(d["ANDEAN.ui.card.capability"]), l).toBe(true);
      expect(cap.text.startsWith(d["ANDEAN.ui.card.capability"]), `${l}: ${cap.text}`).toBe(false);
      expect(mom.text.startsWith(d["ANDEAN.ui.card.momentum"]), `${l}: ${mom.text}`).toBe(false);
      expect(cap.text.length).toBeGreaterThan(10);
    }
  });
});
