import type { ComponentType } from 'react';

/** The auth states of spec §2; 'loading' uses the signed-out table. */
export type AuthState = 'loading' | 'signed-out' | 'signed-in';

/**
 * The one module a remote exposes ('<remote>/routes'): its pages and the auth states in which
 * each exists. The shell merges these lists into its route tables.
 */
export interface RemoteRoute {
  path: string;
  load: () => Promise<{ default: ComponentType }>;
  when: Array<Exclude<AuthState, 'loading'>>;
}

export interface RemoteRoutesModule {
  routes: RemoteRoute[];
}

export const BOTH: RemoteRoute['when'] = ['signed-out', 'signed-in'];
export const SIGNED_IN: RemoteRoute['when'] = ['signed-in'];
export const SIGNED_OUT: RemoteRoute['when'] = ['signed-out'];
