// The contract between the shell and the remotes: what must be one instance on a page, shared as
// a Module Federation singleton that the shell provides (mf-shared.cjs). The sessions' state, the
// toasts, the router (react-router-dom's one context), the API client's settings and its error
// class, the query keys and cache defaults, the render phase (hydrated, first paint), the theme,
// and the route contract (what a remote's routes module is, and when a route exists).
//
// It only grows. Adding an export is a minor version (a remote that uses it needs a shell that has
// it: the shell ships first); changing or removing one is a major version, which every remote must
// be rebuilt for. CONTRACT_VERSION says which; contract-exports.json lists what each version holds,
// and a test fails when the two disagree. The kit (the rest of shared-ui) may change freely: each
// remote can run its own copy of it.
export * from './version';
export * from './router';
export * from './remote-contract';
export * from './route-access';
export * from './client';
export * from './query-keys';
export * from './query-client';
export * from './use-auth';
export * from './use-business-account';
export * from './use-sessions';
export * from './toast-store';
export * from './toaster';
export * from './use-after-first-paint';
export * from './use-hydrated';
export * from './theme';
