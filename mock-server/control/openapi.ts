/**
 * The wire contract as an OpenAPI 3.1 document: docs/openapi.json, generated from domain/wire.ts by
 * `npm run openapi` (scripts/openapi.ts) and committed; tests/contract/openapi.test.ts keeps it in step with the types.
 * About 8 KB gzip in the in-browser simulator's chunk.
 */
import openapi from '../../docs/openapi.json' with { type: 'json' };
import { ok, type ControlRoute } from './route';

export const openapiRoutes: ControlRoute[] = [
  { method: 'GET', path: '/openapi.json', doc: 'the API contract as OpenAPI 3.1 (docs/openapi.json, generated from domain/wire.ts)', handler: () => ok(openapi) },
];
