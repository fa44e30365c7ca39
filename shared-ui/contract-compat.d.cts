// Types of contract-compat.cjs.
export const CONTRACT_VERSION: string;
export function parseVersion(version: unknown): [number, number, number] | undefined;
export function contractProblem(name: string, remoteVersion: string | undefined, shellVersion?: string): string | undefined;
export function singletonProblem(name: string, module: string, required: string, shellVersion: string): string;
export function sharedRefusal(error: unknown): string | undefined;
