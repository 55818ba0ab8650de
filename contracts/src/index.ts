export * from './constants.ts';
export * from './content.ts';
export * from './errors.ts';
export * from './gateway.ts';
export * from './languages.ts';
export * from './member.ts';
export * from './session.ts';
export * from './system.ts';
