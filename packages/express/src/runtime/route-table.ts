// The routing of @ausd/contract-facts, over the router's compiled operations (their query rules included).
import { RouteTable as Table, type RouteMatch as Match } from '@ausd/contract-facts/route-table';
import type { CompiledOperation } from './compiled-operation.js';

export type RouteMatch = Match<CompiledOperation>;
export type RouteTable = Table<CompiledOperation>;
export const RouteTable = Table;
