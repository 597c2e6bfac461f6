import {
  REALTIME_DEFAULT_TIMEFRAME,
  REALTIME_TIMEFRAMES,
  type RealtimeTimeframe,
} from '@siteline/shared';
import { addressParam, addressSchema, idOr, textIn } from '@/lib/address/address-params.ts';

/** spec 000 §9: team filters. Trade is the workforce (ContractTypeId 5, not owner services). */
export const REALTIME_TEAMS = ['OwnerServices', 'Trade', 'IsCriticalTrade'] as const;
export type RealtimeTeam = (typeof REALTIME_TEAMS)[number];

export const REALTIME_SORTS = ['lastSeen', 'name', 'contract'] as const;
export type RealtimeSort = (typeof REALTIME_SORTS)[number];

/**
 * The realtime view's address parameters: a big screen in the site office keeps its filters
 * across reloads, and a link shows the same view. Absent means the default.
 */
export interface RealtimeSearch {
  area?: number;
  timeframe?: RealtimeTimeframe;
  teams?: RealtimeTeam[];
  contractIds?: number[];
  sort?: RealtimeSort;
  /** The density view; on unless turned off. */
  density?: boolean;
  /** The unauthorized-reads view; on unless turned off. */
  unauthorized?: boolean;
}

export interface ResolvedRealtimeSearch {
  area: number | undefined;
  timeframe: RealtimeTimeframe;
  teams: RealtimeTeam[];
  contractIds: number[];
  sort: RealtimeSort;
  density: boolean;
  unauthorized: boolean;
}

/** The route's address schema; the defaults are dropped, so one view has one address. */
export const realtimeAddress = addressSchema(
  {
    area: addressParam.positiveInt(),
    timeframe: addressParam.oneOf(REALTIME_TIMEFRAMES),
    teams: addressParam.list(textIn(REALTIME_TEAMS), REALTIME_TEAMS),
    contractIds: addressParam.list(idOr()),
    sort: addressParam.oneOf(REALTIME_SORTS),
    density: addressParam.flag(),
    unauthorized: addressParam.flag(),
  },
  (search) => withoutDefaults(search),
);

export function resolveRealtimeSearch(search: RealtimeSearch): ResolvedRealtimeSearch {
  return {
    area: search.area,
    timeframe: search.timeframe ?? REALTIME_DEFAULT_TIMEFRAME,
    teams: search.teams ?? [],
    contractIds: search.contractIds ?? [],
    sort: search.sort ?? 'lastSeen',
    density: search.density ?? true,
    unauthorized: search.unauthorized ?? true,
  };
}

/** Drops what equals the default, so one view has one address. */
export function withoutDefaults(search: RealtimeSearch): RealtimeSearch {
  const result: RealtimeSearch = {};
  if (search.area !== undefined) result.area = search.area;
  if (search.timeframe !== undefined && search.timeframe !== REALTIME_DEFAULT_TIMEFRAME) {
    result.timeframe = search.timeframe;
  }
  if (search.teams?.length) result.teams = search.teams;
  if (search.contractIds?.length) result.contractIds = search.contractIds;
  if (search.sort !== undefined && search.sort !== 'lastSeen') result.sort = search.sort;
  if (search.density === false) result.density = false;
  if (search.unauthorized === false) result.unauthorized = false;
  return result;
}
