// How long reading one review's aspects takes (modules/highlights/aspect-extraction.ts), the work
// a review's write and the backfill do per review: typical reviews (the seed's, a few sentences),
// long ones of 5,000 characters and the longest a review may be, 10,000 (the seed's reviews run
// together). No database.
// `npm run bench:highlights-reading` (builds first), or `node bench/highlights-reading.mjs [N]`.
import { readReview } from '../dist/modules/highlights/aspect-extraction.js';
import { CATEGORIES } from '../dist/modules/companies/categories.js';
import { generateReview } from '../dist/seed/demo-reviews.js';
import { createRng } from '../dist/seed/rng.js';

const N = Number(process.argv[2] ?? 2000);
const rng = createRng(20251);

function review(i, content, title) {
  return { id: String(i), companyId: 'c', companyName: 'Northwind Traders', title, content, rating: 1 + (i % 5), createdAt: new Date() };
}

function typical(i) {
  const g = generateReview(rng, 1 + (i % 5), CATEGORIES[i % CATEGORIES.length]);
  return review(i, g.content, g.title);
}

const long = (chars) => (i) => {
  let content = '';
  for (let j = 0; content.length < chars; j++) content += (content ? ' ' : '') + generateReview(rng, 1 + ((i + j) % 5), CATEGORIES[(i + j) % CATEGORIES.length]).content;
  return review(i, content.slice(0, chars), 'A long stay, start to finish');
};

/** Milliseconds per review: median, mean and 99th percentile of `n` readings, after a warm-up (measure on a quiet machine). */
function measure(make, n) {
  const reviews = Array.from({ length: n }, (_, i) => make(i));
  for (const r of reviews.slice(0, Math.min(50, n))) readReview(r);
  const times = reviews.map((r) => {
    const t = process.hrtime.bigint();
    readReview(r);
    return Number(process.hrtime.bigint() - t) / 1e6;
  });
  times.sort((a, b) => a - b);
  const chars = Math.round(reviews.reduce((s, r) => s + r.title.length + r.content.length, 0) / n);
  return { chars, median: times[Math.floor(n / 2)], p99: times[Math.floor(n * 0.99)], mean: times.reduce((s, x) => s + x, 0) / n };
}

for (const [name, make, n] of [
  ['typical', typical, N],
  ['5,000 characters', long(5000), Math.max(20, Math.round(N / 10))],
  ['10,000 characters', long(10000), Math.max(20, Math.round(N / 20))],
]) {
  const m = measure(make, n);
  console.log(`${name.padEnd(17)} ${String(n).padStart(5)} reviews of ~${m.chars} chars: median ${m.median.toFixed(2)} ms, mean ${m.mean.toFixed(2)} ms, p99 ${m.p99.toFixed(2)} ms`);
}
