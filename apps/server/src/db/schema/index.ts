export * from './billing.ts';
export * from './exercises.ts';
export * from './feedback.ts';
export * from './gym.ts';
export * from './newsletter.ts';
export * from './plans.ts';
export * from './sessions.ts';
export * from './users.ts';
