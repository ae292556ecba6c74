import { RestError } from './errors';
import { type BodyShape } from './sql-builder';

export interface Preferences {
  return: 'representation' | 'minimal' | 'headers-only' | null;
  count: 'exact' | 'planned' | 'estimated' | null;
  missingDefault: boolean;
  rollback: boolean;
  resolution: 'merge-duplicates' | 'ignore-duplicates' | null;
  /** The recognised preferences, echoed in Preference-Applied. */
  applied: string[];
}

const ALLOWED: Record<string, readonly string[]> = {
  return: ['representation', 'minimal', 'headers-only'],
  count: ['exact', 'planned', 'estimated'],
  missing: ['default', 'null'],
  tx: ['commit', 'rollback'],
  resolution: ['merge-duplicates', 'ignore-duplicates'],
  handling: ['strict', 'lenient'],
};

/** `Prefer: a=b, c=d` (supabase-js joins several preferences with ", "). Unknown ones are ignored. */
export function parsePrefer(header: string | undefined): Preferences {
  const prefs: Preferences = {
    return: null,
    count: null,
    missingDefault: false,
    rollback: false,
    resolution: null,
    applied: [],
  };
  for (const part of (header ?? '').split(',')) {
    const [key = '', value = ''] = part
      .trim()
      .split('=')
      .map((s) => s.trim());
    if (!ALLOWED[key]?.includes(value)) continue;
    prefs.applied.push(`${key}=${value}`);
    if (key === 'return') prefs.return = value as Preferences['return'];
    else if (key === 'count') prefs.count = value as Preferences['count'];
    else if (key === 'missing') prefs.missingDefault = value === 'default';
    else if (key === 'tx') prefs.rollback = value === 'rollback';
    else if (key === 'resolution') prefs.resolution = value as Preferences['resolution'];
  }
  return prefs;
}

const OBJECT_TYPES = ['application/vnd.pgrst.object+json', 'application/vnd.pgrst.object'];
const ARRAY_TYPES = ['*/*', 'application/*', 'application/json'];

/** Accept → body shape: `application/vnd.pgrst.object+json` asks for one bare object (`.single()`). */
export function acceptShape(accept: string | undefined): BodyShape {
  if (!accept || accept.trim() === '') return 'array';
  const types = accept.split(',').map((t) => t.split(';')[0]?.trim().toLowerCase() ?? '');
  if (types.some((t) => OBJECT_TYPES.includes(t))) return 'object';
  if (types.some((t) => ARRAY_TYPES.includes(t))) return 'array';
  throw new RestError(406, 'PGRST107', `None of these media types are available: ${accept}`);
}

export function contentType(shape: BodyShape): string {
  return shape === 'object'
    ? 'application/vnd.pgrst.object+json; charset=utf-8'
    : 'application/json; charset=utf-8';
}

/** `lower-upper/total`, `*` for an empty range or an unknown total (RangeQuery.hs). */
export function contentRange(lower: number, pageTotal: number, total: number | null): string {
  const range = pageTotal > 0 ? `${lower}-${lower + pageTotal - 1}` : '*';
  return `${range}/${total ?? '*'}`;
}

/** 200, 206 when part of a counted total was returned, 416 when the offset is past the total. */
export function rangeStatus(lower: number, pageTotal: number, total: number | null): number {
  if (total === null) return 200;
  if (lower > total) return 416;
  return pageTotal < total ? 206 : 200;
}
