export * from './tenancy';
export * from './system';
export * from './session';
export * from './messaging';
export * from './identity';
export * from './shell';
export * from './approval';
export * from './files';
