// @vitest-environment jsdom
import { expect, it } from "vitest";
import { Table } from "./table";

it("smoke", async () => {
  const t0 = Date.now();
  const t = await Table.open(1);
  console.log("open", Date.now() - t0, t.net.delivered);
  const r = t.submit();
  await t.net.run();
  console.log("submit", r, t.net.delivered);
  expect(r.value).toBeNull();
  t.expectConverged();
  const t1 = Date.now();
  await t.world.connect("gm-a");
  console.log("join", Date.now() - t1);
  t.expectConverged();
  t.close();
}, 60_000);
