// The release manifest: module.json in the sources holds what the module is; the addresses a
// release needs are made here, at build time, from package.json (its `version` and its
// `repository`, the one place to set where the project lives):
//   url        https://github.com/<owner>/<repo>
//   bugs       …/issues
//   changelog  …/releases
//   manifest   …/releases/latest/download/module.json   (Foundry checks it for updates)
//   download   …/releases/download/v<version>/andean-abyss.zip   (this version's zip)
// `node scripts/manifest.mjs --check [dist]` checks a built module (npm test runs it after the
// build): the manifest and the one inside the zip are the same, and every field agrees with
// package.json, the download naming the version being built; the zip holds every file the module
// loads (its ES modules, styles, languages and the advisor's worker).
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { strFromU8, unzipSync } from "fflate";

export const ZIP = "andean-abyss.zip";
/** files the module loads that its manifest does not name: the advisor's Web Worker */
export const WORKERS = ["advisor-worker.mjs"];
export const RELEASE_FIELDS = ["version", "url", "bugs", "changelog", "manifest", "download"];

/** https://github.com/owner/repo from package.json's `repository` (string or {url}). */
export function repositoryUrl(pkg) {
  const raw = typeof pkg.repository === "string" ? pkg.repository : pkg.repository?.url;
  if (typeof raw !== "string") throw new Error("package.json has no repository");
  const short = /^(?:github:)?([\w.-]+)\/([\w.-]+)$/.exec(raw);
  const long =
    /^(?:git\+)?(?:https?|git|ssh):\/\/(?:git@)?github\.com[/:]([\w.-]+)\/([\w.-]+?)(?:\.git)?\/?$/.exec(raw);
  const m = short ?? long;
  if (!m) throw new Error(`package.json repository is not a GitHub repository: ${raw}`);
  return `https://github.com/${m[1]}/${m[2].replace(/\.git$/, "")}`;
}

/** The manifest a release ships: the source manifest and the addresses made from package.json. */
export function releaseManifest(source, pkg) {
  if (typeof pkg.version !== "string" || !/^\d+\.\d+\.\d+(?:-[\w.]+)?$/.test(pkg.version))
    throw new Error(`package.json version is not a release version: ${pkg.version}`);
  const url = repositoryUrl(pkg);
  return {
    ...source,
    version: pkg.version,
    url,
    bugs: `${url}/issues`,
    changelog: `${url}/releases`,
    manifest: `${url}/releases/latest/download/module.json`,
    download: `${url}/releases/download/v${pkg.version}/${ZIP}`,
  };
}

/** What is wrong with a built manifest (empty: nothing). */
export function manifestProblems(built, source, pkg) {
  const want = releaseManifest(source, pkg);
  const problems = [];
  for (const k of RELEASE_FIELDS)
    if (built[k] !== want[k])
      problems.push(`${k} is ${JSON.stringify(built[k])}, expected ${JSON.stringify(want[k])}`);
  if (!String(built.download ?? "").includes(`/v${pkg.version}/`))
    problems.push(`download does not name version v${pkg.version}`);
  for (const [k, v] of Object.entries(source))
    if (JSON.stringify(built[k]) !== JSON.stringify(v)) problems.push(`${k} differs from module.json`);
  return problems;
}

function check(dir) {
  const pkg = JSON.parse(readFileSync("package.json", "utf8"));
  const source = JSON.parse(readFileSync("module.json", "utf8"));
  const built = JSON.parse(readFileSync(`${dir}/module.json`, "utf8"));
  const files = unzipSync(new Uint8Array(readFileSync(`${dir}/${ZIP}`)));
  const zipped = JSON.parse(strFromU8(files["module.json"]));
  const problems = manifestProblems(built, source, pkg);
  // everything the module loads is in the zip: its ES modules, styles, languages and workers
  const loads = [...(built.esmodules ?? []), ...(built.styles ?? []), ...WORKERS];
  for (const l of built.languages ?? []) loads.push(l.path);
  for (const f of loads) if (!files[f]) problems.push(`the zip has no ${f}`);
  if (JSON.stringify(zipped) !== JSON.stringify(built))
    problems.push(`the zip's module.json is not ${dir}/module.json`);
  if (problems.length) {
    console.error(`${dir}/module.json:\n  ${problems.join("\n  ")}`);
    process.exit(1);
  }
  console.log(`${dir}/module.json: release ${built.version}, download ${built.download}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const i = process.argv.indexOf("--check");
  if (i < 0) {
    console.error("usage: node scripts/manifest.mjs --check [dist]");
    process.exit(2);
  }
  check(process.argv[i + 1] ?? "dist");
}
