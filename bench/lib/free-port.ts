// The benches start their servers as `./portal cluster` starts its nodes: one free-port finder.
export { findFreePort } from '../../apps/server/src/ops/free-port.ts';
