// The Government's choice of an Event is told in the words of its own flowchart (ours: the G0 box,
// docs/nonplayer-government.md), not in the insurgents' 8.1 boxes.
import { describe, expect, it } from "vitest";
import { botMove } from "../../../src/engine/bots/index";
import { npFixture } from "./helpers";

const keys = (s: Parameters<typeof botMove>[0]) => botMove(s)!.why.map((w) => w.key);

describe("Government Event narration", () => {
  it("card 16 (Government symbol first): its own G0 box, with the card and the gain it weighed", () => {
    const s = npFixture({ deck: [16, 26], empty: false, seats: { govt: "nonplayer" } });
    const m = botMove(s)!;
    const why = m.why.map((w) => w.key);
    expect(why[0]).toMatch(/^np\.govt\.event\.(yes|no)$/);
    expect(m.why[0].params).toMatchObject({ card: 16 });
    expect(typeof m.why[0].params?.n).toBe("number");
    expect(why.some((k) => /^np\.seq\.(leftmost|effective|secondEvent)\./.test(k))).toBe(false);
  });

  it("an insurgent keeps the 8.1 boxes (card 25, FARC first)", () => {
    const why = keys(npFixture({ deck: [25, 26], empty: false }));
    expect(why.slice(0, 2)).toEqual(["np.seq.leftmost.yes", "np.seq.effective.yes"]);
  });
});
