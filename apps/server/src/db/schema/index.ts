export * from './newsletter.ts';
export * from './users.ts';
