/**
 * The PHP wire of spec §7, one entry point: every call's types and declarations, each written once in domain/contract/
 * (entities, Webservices calls, JSON calls, sensitive-field marks). The client (src/api), the simulator (mock-server)
 * and the OpenAPI generator (scripts/openapi.ts) import it from here. The simulator's own control API is
 * domain/simControl.ts, not part of this wire.
 */
export * from './contract/entities';
export * from './contract/webservices';
export * from './contract/jsonCalls';
export * from './contract/marks';
