// `npm start`: the whole product in demo mode at http://localhost:8080 (after `npm run build`).
import { startProduct } from './product.mjs';

const product = await startProduct({ demo: true }).catch((e) => {
  console.error(`Could not start: ${e.message}`);
  process.exit(1);
});
console.log(`
  TrustReviews is running at ${product.url}
  API ${product.url}/api (also http://localhost:${product.ports.api}/api)
  Remotes: ${Object.entries(product.ports.remotes).map(([name, port]) => `${name} http://localhost:${port}`).join(', ')}
  Demo accounts (password demo-password-1): demo@example.com, business business@example.com, administrator admin@example.com. Mailed links: ${product.url}/api/dev/mail
  Press Ctrl+C to stop.
`);
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log('Stopping…');
    void product.stop().then(() => process.exit(0));
  });
}
