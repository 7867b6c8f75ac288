/**
 * The wire calls a fault can target, by name: every Webservices call and every JSON call of the contract
 * (domain/wire.ts), so a call added to the contract is offered here without a change.
 */
import { JSON_CALL_NAMES, WEBSERVICE_NAMES } from '../../domain/wire';

/** '*' (every call) first, then the calls by name. */
export const FAULT_TARGETS: readonly string[] = ['*', ...WEBSERVICE_NAMES, ...JSON_CALL_NAMES];
