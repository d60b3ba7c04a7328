export * from './common.ts';
export * from './configuration.ts';
export * from './health.ts';
export * from './http.ts';
export * from './locales.ts';
export * from './modules.ts';
export * from './problem.ts';
export * from './translations.ts';
