// The trading contract: every shape the gateway's market and the client's workspace exchange, written once.
export * from './primitives';
export * from './market-data';
export * from './orders';
export * from './futures';
export * from './channels';
export * from './frames';
export * from './futures-frames';
export * from './codes';
export * from './parse';
export * from './paths';
