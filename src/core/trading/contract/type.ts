// The TypeBox builders the contract is written with, by name. `Type` from '@sinclair/typebox' is the namespace of
// every builder, which a bundler cannot prune (30 KB of JavaScript in the browser's stream chunk); importing these
// instead keeps the same `Type.Object(...)` code and ships only the builders used. Add one here to use it.
export { Array, Boolean, Integer, Literal, Null, Object, Optional, String, Tuple, Union } from '@sinclair/typebox';
