import type { ResourceNeed } from '@baykit/spec/samples';
import { restCatalog } from 'baykit';
import { FLOWS } from '../flows/index.js';
import { FAMILY_PROBES } from '../flows/probes.js';
import { familyAt, fieldKey, resourceOperation, type ResourceFamily } from './families.js';
import { resourceFlows } from './flow.js';
import { notFoundError } from './not-found.js';

export type { ResourceNeed };

let checked: ReadonlySet<string> | undefined;

/** The record field a lookup finds by (`campaign_name` → `campaignName`), the marketplace last; none: not a lookup. */
function lookupField(family: ResourceFamily, query: readonly { name: string }[]): string | undefined {
  const fields = Object.keys(family.schema?.properties ?? {});
  const named = query.flatMap((q) => fields.filter((field) => fieldKey(field) === fieldKey(q.name)));
  return named.find((field) => !/marketplace/i.test(field)) ?? named[0];
}

function creatorAndLister(family: ResourceFamily): Pick<ResourceNeed, 'createdBy' | 'listedBy'> {
  const created = family.operations.find((op) => op.role === 'create' || (op.role === 'put' && !op.verb));
  const listed = family.operations.find((op) => op.role === 'list');
  return {
    ...(created ? { createdBy: created.spec.id } : {}),
    ...(listed ? { listedBy: listed.spec.id } : {}),
  };
}

/**
 * What `api.operationId` needs to exist first on the emulator (a member it names, or the parent it creates under),
 * or undefined when it names nothing the emulator checks. scripts/resource-needs.ts writes its answers into
 * @baykit/spec/samples' table, which the explorer explains its samples' answers with.
 */
export function resourceNeed(api: string, operationId: string): ResourceNeed | undefined {
  checked ??= new Set(Object.keys(resourceFlows(FLOWS, FAMILY_PROBES)));
  const key = `${api}.${operationId}`;
  const op = resourceOperation(api, operationId);
  const spec = restCatalog[api]?.[operationId];
  if (!op || !spec || !checked.has(key)) return undefined;
  // The parent is what a made-up id misses first (an ad group's campaign).
  const parent = op.family.parentKey ? familyAt(op.family.parentKey) : undefined;
  const family = parent ?? (['create', 'list', 'put'].includes(op.role) ? undefined : op.family);
  if (!family) return undefined;
  const field = op.role === 'lookup' && !parent ? lookupField(family, spec.query ?? []) : family.idField;
  if (!field) return undefined;
  const { status, errorId } = notFoundError(spec, field);
  const namedByCaller = family.operations.some((o) => o.role === 'put' && !o.verb);
  return { field, status, errorId, namedByCaller, ...creatorAndLister(family) };
}
