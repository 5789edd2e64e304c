// Lighthouse (pinned in package-lock.json) over a list of pages, in one Chromium.
//
//   CHROME_PATH=/usr/bin/chromium node tools/lighthouse.mjs URL... > scores.json
//
// Prints one JSON object: URL -> {category: score, failed: [audits below 1 that count]}.
// Lighthouse's default run (a mobile device, simulated slow 4G and a 4x slower CPU);
// tests/test_lighthouse.py runs it against nginx, `make lighthouse` against `make serve`.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const urls = process.argv.slice(2);
if (urls.length === 0) {
  console.error("usage: node tools/lighthouse.mjs URL...");
  process.exit(2);
}
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH || "/usr/bin/chromium",
  // no sandbox: CI runs as root; no network beyond the loopback server being audited
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu",
    "--disable-background-networking", "--disable-component-update", "--no-first-run"],
});
const results = {};
try {
  for (const url of urls) {
    const { lhr } = await lighthouse(url, { port: chrome.port, logLevel: "error", output: "json" });
    const scores = {};
    const failed = [];
    for (const [id, category] of Object.entries(lhr.categories)) {
      scores[id] = category.score;
      for (const ref of category.auditRefs) {
        const audit = lhr.audits[ref.id];
        if (ref.weight > 0 && audit.score !== null && audit.score < 1) {
          failed.push(`${id}: ${ref.id} ${audit.score} ${audit.displayValue || ""}`.trim());
        }
      }
    }
    if (lhr.runtimeError) failed.push(`runtime error: ${lhr.runtimeError.message}`);
    results[url] = { ...scores, failed };
  }
} finally {
  await chrome.kill();
}
console.log(JSON.stringify(results, null, 2));
