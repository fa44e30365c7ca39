// The end-to-end run's own ports, so it never meets a product started with `npm start`: each
// remote of remotes.manifest.json on its usual port plus 10000.
import remotesManifest from 'shared-ui/remotes';

export const E2E_PORTS = {
  shell: Number(process.env.E2E_SHELL_PORT ?? 18080),
  api: Number(process.env.E2E_API_PORT ?? 13000),
  remotes: Object.fromEntries(remotesManifest.remotes.map((r) => [r.name, r.port + 10000])),
};
export const API_URL = `http://127.0.0.1:${E2E_PORTS.api}`;

/** Where the browser loads a remote from in this run. */
export function remoteOrigin(name: string): string {
  return `http://localhost:${E2E_PORTS.remotes[name]}`;
}
