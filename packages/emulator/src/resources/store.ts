import type { EmulatorContext } from '../context.js';
import { randomFor } from '../context.js';
import type { Members } from '../world/stores/resources.js';
import type { ResourceFamily } from './families.js';

/** The members of `family` that `owner` (a seller, or an application) holds; created empty on first use. */
export function membersOf(ctx: EmulatorContext, family: ResourceFamily, owner: string): Members {
  const { families } = ctx.state.world.resources;
  let owners = families.get(family.key);
  if (!owners) families.set(family.key, (owners = new Map()));
  let members = owners.get(owner);
  if (!members) owners.set(owner, (members = new Map()));
  return members;
}

/** Whether `owner` has any members of `family` yet (seeded families are seeded on first use). */
export function hasMembers(ctx: EmulatorContext, family: ResourceFamily, owner: string): boolean {
  return ctx.state.world.resources.families.get(family.key)?.has(owner) ?? false;
}

/** The key of a member within its family: its path values in path order. */
export function memberKey(family: ResourceFamily, params: Readonly<Record<string, string>>): string {
  return [...family.parentParams, ...family.idParams].map((name) => params[name] ?? '').join('\u0000');
}

/**
 * A new id in the family's format, as eBay writes them: feed task ids `task-<n>-<digits>`, media video and
 * document ids 32 hex digits, other ids decimal numbers of 10–12 digits. Seeded per family, never repeated.
 */
export function newId(ctx: EmulatorContext, family: ResourceFamily): string {
  const { counters } = ctx.state.world.resources;
  const random = randomFor(ctx, `resource-ids:${family.key}`);
  const next = counters.get(family.key) ?? random.int(1_000_000, 8_000_000) * 1000;
  counters.set(family.key, next + 1 + random.int(0, 97));
  const field = family.idField.toLowerCase();
  if (field === 'taskid') return `task-${(next % 9) + 1}-${String(next).padStart(10, '0')}`;
  if (field === 'videoid' || field === 'documentid') {
    const hex = randomFor(ctx, `resource-hex:${family.key}:${next}`);
    return Array.from({ length: 32 }, () => hex.int(0, 15).toString(16)).join('');
  }
  return String(5_000_000_000 + next);
}

/** Removes the members of every family below `family`'s member `params` (a deleted campaign's ads and keywords). */
export function removeDescendants(
  ctx: EmulatorContext,
  family: ResourceFamily,
  owner: string,
  params: Readonly<Record<string, string>>,
  below: readonly ResourceFamily[],
): void {
  for (const child of below) {
    const members = ctx.state.world.resources.families.get(child.key)?.get(owner);
    if (!members) continue;
    for (const [key, member] of members) {
      const same = [...family.parentParams, ...family.idParams].every((name) => member.params[name] === params[name]);
      if (same) members.delete(key);
    }
  }
}
