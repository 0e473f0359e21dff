export * from './crypto';
export * from './dates';
export * from './define';
export * from './envelope';
export * from './http';
export * from './issues';
export * from './socket';
export * from './wire';
