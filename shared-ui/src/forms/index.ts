// The form kit every remote builds its forms with.
export * from './error-message';
export * from './form-alert';
export * from './form-card';
export * from './helper-with-count';
export * from './password-field';
export * from './password-strength';
export * from './submit-button';
export * from './use-form';
export * from './validators';
export * from './realm-forms';
export * from './company-fields';
export * from './past-day';
