// The text of a game file: plain JSON, laid out for people: one field per line, one command per
// line (two copies of a game compare line by line), the setup and the snapshot each on one line.
export function writeGameText(file: object): string {
  const lines: string[] = [];
  const entries = Object.entries(file).filter(([, v]) => v !== undefined);
  entries.forEach(([k, v], i) => {
    const comma = i < entries.length - 1 ? "," : "";
    if (Array.isArray(v) && k === "commands") {
      if (!v.length) lines.push(`  ${JSON.stringify(k)}: []${comma}`);
      else {
        lines.push(`  ${JSON.stringify(k)}: [`);
        v.forEach((c, j) => {
          lines.push(`    ${JSON.stringify(c)}${j < v.length - 1 ? "," : ""}`);
        });
        lines.push(`  ]${comma}`);
      }
    } else lines.push(`  ${JSON.stringify(k)}: ${JSON.stringify(v)}${comma}`);
  });
  return `{\n${lines.join("\n")}\n}\n`;
}
