// make lighthouse: Lighthouse's mobile preset (a mid-range phone on simulated slow 4G) on each
// public page of a running server, three runs a page, medians printed and kept as JSON.
//   LIGHTHOUSE_URL  the server (default http://127.0.0.1:8000)
//   LIGHTHOUSE_RUNS runs a page (default 3)
//   LIGHTHOUSE_PAGES only these paths, comma-separated (default: every public page below)
import { mkdirSync, writeFileSync } from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const base = (process.env.LIGHTHOUSE_URL || "http://127.0.0.1:8000").replace(/\/$/, "");
const runs = Number(process.env.LIGHTHOUSE_RUNS || 3);
const outDir = new URL("../out/lighthouse/", import.meta.url);

// Issue 12's goals for every public page on the simulated phone.
const GOALS = {
  performance: ["min", 95],
  accessibility: ["min", 100],
  "best-practices": ["min", 100],
  seo: ["min", 100],
  lcp: ["max", 2500],
  tbt: ["max", 200],
  scriptKiB: ["max", 170],
};
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const METRICS = {
  fcp: "first-contentful-paint",
  lcp: "largest-contentful-paint",
  tbt: "total-blocking-time",
  cls: "cumulative-layout-shift",
  si: "speed-index",
};

// A public profile and an event, as the sitemap lists them (so they are public and current),
// and the home page and the profile in Hindi.
async function pages() {
  const answer = await fetch(`${base}/sitemap.xml`).catch(() => null);
  if (!answer?.ok) {
    console.error(`No server at ${base}: start one (make run) or set LIGHTHOUSE_URL.`);
    process.exit(2);
  }
  const urls = [...(await answer.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  const found = ["/"];
  for (const prefix of ["/v/", "/e/"]) {
    const first = urls.find((path) => path.startsWith(prefix));
    if (first) found.push(first);
    else console.warn(`The sitemap lists no ${prefix} page: skipped.`);
  }
  // The home page and a profile in Hindi too (issue 29): its catalogue and font on the clock.
  const hindi = found.filter((path) => path === "/" || path.startsWith("/v/")).map((path) => `${path}?lang=hi`);
  return [...found, "/searchList", "/signup", ...hindi];
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

// What one run says: the four scores, the vitals and the compressed script the page loaded.
function figures(lhr) {
  const row = {};
  for (const category of CATEGORIES) row[category] = Math.round(lhr.categories[category].score * 100);
  for (const [name, audit] of Object.entries(METRICS)) row[name] = lhr.audits[audit].numericValue;
  const requests = lhr.audits["network-requests"].details.items;
  row.scriptKiB = requests
    .filter((request) => request.resourceType === "Script")
    .reduce((sum, request) => sum + request.transferSize, 0) / 1024;
  row.failing = Object.values(lhr.audits)
    .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== "informative"
      && audit.scoreDisplayMode !== "notApplicable" && audit.scoreDisplayMode !== "manual")
    .map((audit) => audit.id);
  return row;
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH || "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-dev-shm-usage"],
});
mkdirSync(outDir, { recursive: true });
const summary = [];
try {
  const only = process.env.LIGHTHOUSE_PAGES?.split(",").filter(Boolean);
  for (const path of only?.length ? only : await pages()) {
    const rows = [];
    await fetch(`${base}${path}`); // a first answer off the clock (the server's caches warm)
    for (let run = 0, failed = 0; run < runs; run++) {
      const result = await lighthouse(`${base}${path}`, { port: chrome.port, output: "json", logLevel: "error" });
      if (result.lhr.runtimeError) {
        // Chromium now and then loses a trace (NO_NAVSTART): that run is redone, not counted.
        console.warn(`${path}: ${result.lhr.runtimeError.code}, run again`);
        if (++failed > 3) throw new Error(result.lhr.runtimeError.message);
        run--;
        continue;
      }
      rows.push(figures(result.lhr));
      const name = path.replace(/\W+/g, "_").replace(/^_|_$/g, "") || "home";
      writeFileSync(new URL(`${name}-${run + 1}.json`, outDir), result.report);
    }
    const row = { page: path };
    for (const key of [...CATEGORIES, ...Object.keys(METRICS), "scriptKiB"]) row[key] = median(rows.map((r) => r[key]));
    row.failing = [...new Set(rows.flatMap((r) => r.failing))].join(" ");
    summary.push(row);
  }
} finally {
  await chrome.kill();
}

const pad = (value, width) => String(value).padStart(width);
console.log(`Lighthouse ${runs} runs a page, medians (mobile, simulated slow 4G), ${base}`);
console.log("page".padEnd(28) + "perf  a11y  best   seo    FCP ms  LCP ms  TBT ms    CLS  script KiB");
for (const row of summary) {
  console.log(
    row.page.padEnd(28) +
      [row.performance, row["accessibility"], row["best-practices"], row.seo].map((v) => pad(v, 4)).join("  ") +
      pad(Math.round(row.fcp), 10) + pad(Math.round(row.lcp), 8) + pad(Math.round(row.tbt), 8) +
      pad(row.cls.toFixed(3), 7) + pad(row.scriptKiB.toFixed(1), 12),
  );
  const missed = Object.entries(GOALS)
    .filter(([key, [kind, limit]]) => (kind === "min" ? row[key] < limit : row[key] > limit))
    .map(([key, [kind, limit]]) => `${key} ${kind === "min" ? "<" : ">"} ${limit}`);
  if (missed.length) console.log(`  goal missed: ${missed.join(", ")}`);
  if (row.failing) console.log(`  audits below 90 in a run: ${row.failing}`);
}
writeFileSync(new URL("summary.json", outDir), JSON.stringify(summary, null, 2));
