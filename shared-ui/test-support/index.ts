// The one test set-up of the front ends: providers, API mocking with msw, API-shaped data.
export * from './server';
export * from './render';
export * from './factories';
export * from './contrast';
