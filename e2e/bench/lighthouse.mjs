// Lighthouse 12.8 (performance only) in Debian's Chromium, mobile and desktop, for the home page
// and a company page: the median of several runs of the score, LCP, TBT and CLS, with the raw
// runs. Several targets are measured side by side, their runs alternating. Figures only.
//
//   node e2e/bench/lighthouse.mjs                          this checkout's built product (npm run build)
//   node e2e/bench/lighthouse.mjs --url http://localhost:8080
//   node e2e/bench/lighthouse.mjs --checkout /tmp/before --checkout . --label before,after
// Options: --runs N (5), --pages home,company, --forms mobile,desktop, --json file (raw results).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse, { desktopConfig } from 'lighthouse';
import { freePort } from '../../scripts/free-port.mjs';
import { companyPath, median, parseArgs, startTargets } from './support/targets.mjs';

const args = parseArgs();
const RUNS = Number(args.runs ?? 5);
const PAGES = String(args.pages ?? 'home,company').split(',');
const FORMS = String(args.forms ?? 'mobile,desktop').split(',');
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

// Profiles a helper process was still writing to when its browser closed: removed again at the end.
const leftovers = new Set();
function removeProfile(dir) {
  try {
    fs.rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    leftovers.delete(dir);
  } catch {
    leftovers.add(dir);
  }
}

/** A fresh Chromium per run (its own profile), reachable on a DevTools port. */
async function launchChrome() {
  const port = await freePort();
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'rp-lh-chrome-'));
  // Its own process group, so closing it ends its helper processes too.
  const chrome = spawn(CHROME_PATH, [...CHROME_FLAGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, '--no-first-run', '--no-default-browser-check', 'about:blank'], {
    stdio: 'ignore',
    detached: true,
  });
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline || chrome.exitCode !== null) throw new Error(`Chromium (${CHROME_PATH}) did not open its DevTools port`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    port,
    close: async () => {
      const exited = new Promise((r) => (chrome.exitCode !== null ? r() : chrome.once('exit', r)));
      try {
        process.kill(-chrome.pid, 'SIGTERM');
      } catch {
        /* already gone */
      }
      await exited;
      removeProfile(profile);
    },
  };
}

let running; // the Chromium of the current run, closed if this process is stopped

async function runLighthouse(url, form) {
  const chrome = (running = await launchChrome());
  try {
    const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] };
    const result = await lighthouse(url, flags, form === 'desktop' ? desktopConfig : undefined);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    const audit = (id) => lhr.audits[id].numericValue;
    return {
      score: Math.round(lhr.categories.performance.score * 100),
      fcp: audit('first-contentful-paint'),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      si: audit('speed-index'),
    };
  } finally {
    await chrome.close();
  }
}

const { targets, stop } = await startTargets(args);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    void Promise.allSettled([running?.close(), stop()]).then(() => process.exit(130));
  });
}
const results = [];
try {
  for (const target of targets) target.paths = { home: '/', company: await companyPath(target.url) };
  console.log(`Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, ${RUNS} runs each, alternating targets; Chromium ${CHROME_PATH}`);
  for (let run = 1; run <= RUNS; run++) {
    for (const page of PAGES) {
      for (const form of FORMS) {
        for (const target of targets) {
          const url = `${target.url}${target.paths[page]}`;
          const figures = await runLighthouse(url, form);
          results.push({ target: target.label, page, form, run, url, ...figures });
          process.stderr.write(`run ${run} ${form} ${page} ${target.label}: ${figures.score} (LCP ${Math.round(figures.lcp)} ms, TBT ${Math.round(figures.tbt)} ms, CLS ${figures.cls.toFixed(3)})\n`);
        }
      }
    }
  }
} finally {
  await stop();
  for (const dir of [...leftovers]) removeProfile(dir);
}

const fmt = { score: (v) => String(Math.round(v)), fcp: (v) => `${(v / 1000).toFixed(2)} s`, lcp: (v) => `${(v / 1000).toFixed(2)} s`, tbt: (v) => `${Math.round(v)} ms`, cls: (v) => v.toFixed(3), si: (v) => `${(v / 1000).toFixed(2)} s` };
console.log('\nMedians (raw runs in brackets):');
for (const form of FORMS) {
  for (const page of PAGES) {
    for (const target of targets) {
      const runs = results.filter((r) => r.target === target.label && r.page === page && r.form === form);
      const line = Object.entries(fmt)
        .map(([key, f]) => `${key.toUpperCase()} ${f(median(runs.map((r) => r[key])))}${key === 'score' || key === 'lcp' || key === 'tbt' || key === 'cls' ? ` [${runs.map((r) => f(r[key])).join(', ')}]` : ''}`)
        .join('  ');
      console.log(`${form.padEnd(7)} ${page.padEnd(7)} ${target.label}\n          ${line}`);
    }
  }
}
if (typeof args.json === 'string') fs.writeFileSync(args.json, JSON.stringify(results, null, 2));
