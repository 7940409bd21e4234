// Saved games in real Chromium: the table keeps every game. Autosave + reload resumes at the same
// stateHash; Save → new game → Open (picker and drag-and-drop) gives the same stateHash back;
// damaged files change nothing; two browsers play by e-mail (FARC, then the Government).
import { readFileSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stateHash } from "../../src/engine/index";
import { clickOption, decision, inBrowserRun, launch, openTable, state, type TableHook } from "./harness";
import { MIDGAME_SETUP, midgameCommands } from "./midgame";

// card 20 first: FARC is 1st Eligible, the Government 2nd (Faction order FARC, Govt, AUC, Cartels)
const DECK = "deck=20,73,2,3,4,5,6,7,8,9,10&seed=7";
const DIR = process.env.ANDEAN_UPDATE_IMAGES === "1" ? "docs/images" : "test-results";

type SavesHook = TableHook & { newGame(setup: unknown): void; labels(): string[] };

const hashOf = async (page: Page) => stateHash(await state(page));

/** Submit n commands of the seeded mid-game player (setup MIDGAME_SETUP) through the host. */
async function play(page: Page, from: number, to: number): Promise<void> {
  const cmds = midgameCommands(MIDGAME_SETUP, to).slice(from);
  const ok = await page.evaluate(async (list) => {
    const host = (window as unknown as { __table: TableHook }).__table.host;
    for (const c of list) if (await host.submit(c)) return false;
    return true;
  }, cmds);
  expect(ok).toBe(true);
}
const MID = `deck=${MIDGAME_SETUP.deck!.join(",")}&seed=${MIDGAME_SETUP.seed}`;

/** Click Save (or another button) and return the downloaded file's name and text. */
async function download(page: Page, selector: string): Promise<{ name: string; text: string }> {
  const [dl] = await Promise.all([page.waitForEvent("download"), page.locator(selector).click()]);
  const path = await dl.path();
  return { name: dl.suggestedFilename(), text: readFileSync(path!, "utf8") };
}

/** Open a file through the file picker. */
async function pick(page: Page, name: string, text: string | Buffer): Promise<void> {
  await page.setInputFiles("#aa-open-file", {
    name,
    mimeType: "application/json",
    buffer: typeof text === "string" ? Buffer.from(text) : text,
  });
}

const dialog = (page: Page) => page.locator("#aa-saves-dialog[open]");

async function dialogText(page: Page): Promise<string> {
  await dialog(page).waitFor();
  return (await dialog(page).textContent()) ?? "";
}

describe.skipIf(!inBrowserRun)("the table keeps every game (Chromium)", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("autosave after every accepted command; a reload offers the game and resumes at the same stateHash", async () => {
    const { page, errors } = await openTable(browser, MID);
    // nothing kept yet: no offer on a fresh browser
    await page.waitForTimeout(100);
    expect(await dialog(page).count()).toBe(0);
    for (let n = 1; n <= 6; n++) {
      await play(page, n - 1, n);
      // written at once: a crash now loses nothing already accepted
      const kept = await page.evaluate(() => {
        const index = JSON.parse(localStorage.getItem("andean-abyss.saves") ?? "[]");
        const rec = JSON.parse(localStorage.getItem(`andean-abyss.save.${index[0].id}`) ?? "{}");
        return { listed: index[0].commands, stored: rec.commands.length, hash: rec.hash };
      });
      expect(kept).toMatchObject({ listed: n, stored: n });
      expect(kept.hash).toBe(await hashOf(page));
    }
    const before = await hashOf(page);
    await page.reload();
    await page.waitForSelector("body[data-ready='1']");
    // the page starts a new game from its address, and offers the kept one
    expect(await dialogText(page)).toContain("Commands: 6");
    await dialog(page).locator("[data-role=resume]").first().click();
    await expect.poll(() => hashOf(page)).toBe(before);
    expect((await state(page)).seq).toBe(6);
    // and it goes on: the resumed game is the kept one (no second copy)
    await play(page, 6, 8);
    const listed = await page.evaluate(() => JSON.parse(localStorage.getItem("andean-abyss.saves") ?? "[]"));
    expect(listed).toHaveLength(1);
    expect(listed[0].commands).toBe(8);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("Save downloads the game; after a new game, Open (picker, then drag-and-drop) restores the same stateHash", async () => {
    const { page, errors } = await openTable(browser, MID);
    await play(page, 0, 12);
    const saved = await hashOf(page);
    const { name, text } = await download(page, "#aa-save");
    expect(name).toMatch(/^andean-abyss-\d{4}-\d\d-\d\d-\d{4}-card-\d+\.json$/);
    const file = JSON.parse(text);
    expect(file).toMatchObject({ format: "andean-abyss-game", v: 1, hash: saved });
    expect(file.commands).toHaveLength(12);
    // a new game: another position
    const newGame = (seed: number) =>
      page.evaluate((n) => {
        const t = (window as unknown as { __table: SavesHook & { host: { setup: object } } }).__table;
        t.newGame({ ...t.host.setup, seed: n });
      }, seed);
    await newGame(99);
    expect(await hashOf(page)).not.toBe(saved);
    await pick(page, name, text);
    await expect.poll(() => hashOf(page)).toBe(saved);
    // again through a drop on the page
    await newGame(98);
    expect(await hashOf(page)).not.toBe(saved);
    await page.evaluate(
      ([n, t]) => {
        const dt = new DataTransfer();
        dt.items.add(new File([t], n, { type: "application/json" }));
        const at = document.querySelector("#sidebar")!;
        at.dispatchEvent(new DragEvent("dragover", { dataTransfer: dt, bubbles: true, cancelable: true }));
        at.dispatchEvent(new DragEvent("drop", { dataTransfer: dt, bubbles: true, cancelable: true }));
      },
      [name, text] as const,
    );
    await expect.poll(() => hashOf(page)).toBe(saved);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("damaged files (truncated, an edited command, wrong types, 10 MB): a message, the game unchanged", async () => {
    const { page, errors } = await openTable(browser, MID);
    await play(page, 0, 10);
    const { text } = await download(page, "#aa-save");
    await play(page, 10, 14);
    const mine = await hashOf(page);
    const file = JSON.parse(text);
    const refusedWith = async (name: string, body: string | Buffer, expected: RegExp) => {
      await pick(page, name, body);
      const msg = await dialogText(page);
      expect(msg).toMatch(expected);
      expect(msg).toContain("Nothing was changed");
      await dialog(page).locator("[data-role=ok]").click();
      expect(await hashOf(page)).toBe(mine);
    };
    await refusedWith("cut.json", text.slice(0, Math.floor(text.length * 0.6)), /not valid JSON/);
    await refusedWith("types.json", JSON.stringify({ ...file, commands: { 0: "x" } }), /not a list/);
    await refusedWith(
      "setup.json",
      JSON.stringify({ ...file, setup: { ...file.setup, seats: "all" } }),
      /setup/,
    );
    await refusedWith("big.json", Buffer.alloc(10 * 1024 * 1024, 32), /larger than 2 MB/);
    // an edited command: the engine refuses it at index 6, so the file replays only 6 commands
    const edited = {
      ...file,
      commands: file.commands.map((c: { by: string }, i: number) =>
        i === 6 ? { ...c, by: c.by === "govt" ? "farc" : "govt" } : c,
      ),
    };
    await pick(page, "edited.json", JSON.stringify(edited));
    const q = await dialogText(page);
    expect(q).toContain("Commands in the file: 10. Commands that still replay: 6.");
    expect(q).toContain("Command 7 is not legal");
    await dialog(page).locator("[data-role=no]").click();
    expect(await hashOf(page)).toBe(mine);
    await pick(page, "edited.json", JSON.stringify(edited));
    await dialogText(page);
    await dialog(page).locator("[data-role=yes]").click();
    await expect
      .poll(() => dialogText(page))
      .toContain("older copy of the game on the table: it stops at command 6");
    await dialog(page).locator("[data-role=ok]").click();
    expect(await hashOf(page)).toBe(mine);
    // agreeing here: the 6 commands that replay are behind this game's 14, so it is refused as an
    // older copy; in another browser it opens at command 6
    const other = await openTable(browser, MID);
    await pick(other.page, "edited.json", JSON.stringify(edited));
    await dialogText(other.page);
    await dialog(other.page).locator("[data-role=yes]").click();
    await expect.poll(async () => (await state(other.page)).seq).toBe(6);
    expect(other.errors).toEqual([]);
    await other.page.close();
    expect(errors).toEqual([]);
    await page.close();
  });

  it("play by e-mail: Alice (FARC) and Bob (Government) in two browsers; a forked file is refused by name", async () => {
    const alice = await openTable(browser, DECK);
    const a = alice.page;
    // the seat setting: Alice plays FARC and AUC, Bob the Government and the Cartels
    await a.locator("#aa-seats").click();
    const seats = dialog(a);
    for (const [f, who, nm] of [
      ["govt", "other", "Bob"],
      ["farc", "me", "Alice"],
      ["auc", "me", "Alice"],
      ["cartels", "other", "Bob"],
    ] as const) {
      await seats.locator(`[data-faction=${f}] input[value=${who}]`).check();
      await seats.locator(`[data-faction=${f}] input[type=text]`).fill(nm);
    }
    await seats.locator("[data-role=ok]").click();
    expect(await a.locator("#aa-seats").textContent()).toBe("I play: FARC, AUC");
    expect(await a.locator("#aa-turn-banner").textContent()).toContain("Your turn: FARC decides.");
    await clickOption(a, "Pass");
    await expect.poll(async () => (await decision(a)).faction).toBe("govt");
    // not Alice's: no option buttons, and the banner says whom to send the file to
    expect(await a.locator("#turn button.aa-opt").count()).toBe(0);
    expect(await a.locator("#aa-turn-banner").textContent()).toContain(
      "Government decides next. Save the game and send the file to Bob.",
    );
    await a.waitForTimeout(200);
    await a.screenshot({ path: `${DIR}/table-email.png` });
    const file1 = await download(a, "#aa-turn-banner [data-role=save]");

    // Bob, another browser: opens the file; the table guesses his seats and asks him to check
    const bob = await openTable(browser, "");
    const b = bob.page;
    await pick(b, file1.name, file1.text);
    await dialogText(b);
    const guessed = await dialog(b)
      .locator("input[value=me]:checked")
      .evaluateAll((els) => els.map((e) => (e as HTMLInputElement).name));
    expect(guessed).toEqual(["seat.govt", "seat.cartels"]);
    await dialog(b).locator("[data-role=ok]").click();
    expect(await hashOf(b)).toBe(await hashOf(a));
    expect(await b.locator("#aa-turn-banner").textContent()).toContain("Your turn: Government decides.");
    await clickOption(b, "Pass");
    await expect.poll(async () => (await decision(b)).faction).toBe("auc");
    expect(await b.locator("#aa-turn-banner").textContent()).toContain("send the file to Alice");
    const file2 = await download(b, "#aa-turn-banner [data-role=save]");

    // back to Alice: the file continues her game (her seats kept); AUC is hers
    await pick(a, file2.name, file2.text);
    await expect.poll(() => hashOf(a)).toBe(await hashOf(b));
    expect(await a.locator("#aa-seats").textContent()).toBe("I play: FARC, AUC");
    expect(await a.locator("#aa-turn-banner").textContent()).toContain("Your turn: AUC decides.");
    // Bob opening his older file again: refused (it is behind his game)
    await pick(b, file1.name, file1.text);
    expect(await dialogText(b)).toContain("older copy");
    await dialog(b).locator("[data-role=ok]").click();

    // Carol opens file 1 too and makes another Government choice: a fork of the same game
    const carol = await openTable(browser, "");
    const c = carol.page;
    await pick(c, file1.name, file1.text);
    await dialogText(c);
    await dialog(c).locator("[data-role=ok]").click();
    const labels = await c.evaluate(() => (window as unknown as { __table: SavesHook }).__table.labels());
    const other = labels.find((l) => l !== "Pass")!;
    await clickOption(c, other);
    const fork = await download(c, "#aa-save");
    const aliceBefore = await hashOf(a);
    await pick(a, fork.name, fork.text);
    const msg = await dialogText(a);
    expect(msg).toContain("differs from yours at command 2");
    expect(msg).toContain("Government: Pass");
    expect(msg).toContain(`Government: ${other}`);
    await dialog(a).locator("[data-role=ok]").click();
    expect(await hashOf(a)).toBe(aliceBefore);
    for (const p of [alice, bob, carol]) {
      expect(p.errors).toEqual([]);
      await p.page.close();
    }
  });
});
