export * from './auth.ts';
export * from './common.ts';
export * from './gym.ts';
export * from './newsletter.ts';
export * from './paths.ts';
export * from './roles.ts';
