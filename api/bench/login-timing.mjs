// Prints how long a failed sign-in takes for an unknown email and for a wrong password of a known
// one; they should be alike (both verify one argon2id hash). Figures only, no assertions.
// Usage: node api/bench/login-timing.mjs [baseUrl] [knownEmail] [rounds]
const base = process.argv[2] ?? 'http://localhost:3000';
const known = process.argv[3] ?? 'demo@example.com';
const rounds = Number(process.argv[4] ?? 8);

async function attempt(email, i) {
  const t0 = performance.now();
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    // A distinct client address per attempt, so the per-address limit does not interfere.
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.200.${i >> 8}.${i & 255}` },
    body: JSON.stringify({ email, password: `not-the-password-${i}` }),
  });
  await res.text();
  return { ms: performance.now() - t0, status: res.status };
}

const stats = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return `median ${s[Math.floor(s.length / 2)].toFixed(1)} ms, min ${s[0].toFixed(1)}, max ${s.at(-1).toFixed(1)}`;
};
const unknown = [];
const wrong = [];
// Interleaved, and fewer than the 10 attempts after which the known account's sign-ins are paced.
for (let i = 0; i < Math.min(rounds, 9); i++) {
  unknown.push((await attempt(`nobody-${i}@example.com`, i)).ms);
  wrong.push((await attempt(known, 1000 + i)).ms);
}
console.log(`unknown email:  ${stats(unknown)}`);
console.log(`wrong password: ${stats(wrong)}`);
