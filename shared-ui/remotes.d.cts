// Types of remotes.cjs, the reader of remotes.manifest.json.
export interface Remote {
  name: string;
  folder: string;
  port: number;
  urlVariable: string;
  portVariable: string;
  exposes: string;
  dir: string;
}
export const ROOT: string;
export const REMOTE_ENTRY_FILE: string;
export const STANDALONE_RUNTIME_FILE: string;
/** The folder of a remote's Node build (for server rendering), beside its web build's files. */
export const SSR_FOLDER: string;
export const remotes: Remote[];
export function readManifest(file?: string): Remote[];
export function remoteByName(name: string): Remote;
export function remotePort(remote: Remote, env?: Record<string, string | undefined>): number;
export function remoteUrl(remote: Remote, env?: Record<string, string | undefined>): string;
export function remotesDocument(env?: Record<string, string | undefined>): Array<{ name: string; entry: string; module: string }>;
