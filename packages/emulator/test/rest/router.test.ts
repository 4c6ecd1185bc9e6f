import { describe, expect, it } from 'vitest';
import { restCatalog, type OperationSpec } from 'baykit';
import { FLOWS } from '../../src/flows/index.js';
import { FAMILY_PROBES } from '../../src/flows/probes.js';
import { resourceFlows } from '../../src/resources/index.js';
import { compileRoute } from '../../src/rest/route.js';
import { RestRouter } from '../../src/rest/router.js';
import { SchemaValidator } from '../../src/rest/schema/index.js';

// The router buckets routes by method and first path segments; these tests hold it to what a scan of every route
// would answer, and the compiled route to what the request steps used to look up per request.

const routed = Object.values(restCatalog)
  .flatMap((operations) => Object.values(operations))
  .filter((spec) => spec.lifecycle?.status !== 'renamed' && spec.lifecycle?.status !== 'moved');

/** `spec`'s path with a value no literal segment spells in each path parameter. */
function pathOf(spec: OperationSpec): string {
  return spec.path.replace(/\{[^}]+\}/g, 'zz%7C9');
}

describe('RestRouter', () => {
  const router = new RestRouter((spec) => ({ spec }));

  it('finds every routed operation by its method and path, with or without a trailing slash', () => {
    const wrong = routed.filter((spec) => {
      const path = pathOf(spec).replace(/\/$/, '');
      return (
        router.match(spec.method, path)?.route.spec !== spec ||
        router.match(spec.method, `${path}/`)?.route.spec !== spec
      );
    });
    expect(wrong.map((spec) => `${spec.method} ${spec.path}`)).toEqual([]);
    expect(routed.length).toBeGreaterThan(400);
  });

  it('compiles a route on the first request of its operation only, and no other route', () => {
    const compiled: string[] = [];
    const counting = new RestRouter((spec) => {
      compiled.push(spec.id);
      return { spec };
    });
    expect(compiled).toEqual([]);
    const first = counting.match('GET', '/buy/browse/v1/item/1')?.route;
    expect(counting.match('GET', '/buy/browse/v1/item/2')?.route).toBe(first);
    expect(compiled).toEqual(['getItem']);
  });

  it('prefers the literal route over a path value in the same place', () => {
    const match = router.match('GET', '/buy/browse/v1/item/get_item_by_legacy_id');
    expect(match?.route.spec.id).toBe('getItemByLegacyId');
  });

  it('decodes path values once and answers nothing for an unknown path, method or broken escape', () => {
    expect(router.match('GET', '/buy/browse/v1/item/v1%7C1%7C0')?.params).toEqual({ item_id: 'v1|1|0' });
    expect(router.match('GET', '/buy/browse/v1/nothing/here')).toBeUndefined();
    expect(router.match('PATCH', '/buy/browse/v1/item/1')).toBeUndefined();
    expect(router.match('GET', '/buy')).toBeUndefined();
    expect(router.match('GET', '/buy/browse/v1/item/%E0%A4%A')).toBeUndefined();
  });
});

describe('compileRoute', () => {
  // As createEmulator builds its table: the hand-written flows over the resource store's handlers.
  const ALL_FLOWS = { ...resourceFlows(FLOWS, FAMILY_PROBES), ...FLOWS };
  const validator = new SchemaValidator();
  const router = new RestRouter((spec) => compileRoute(spec, { flows: ALL_FLOWS, validator }));

  it('holds the operation, its flow, sample and status, found by one match', () => {
    const route = router.match('GET', '/buy/browse/v1/item/v1%7C1%7C0')?.route;
    expect(route?.key).toBe('buy.browse.getItem');
    expect(route?.flow).toBe(ALL_FLOWS['buy.browse.getItem']);
    expect(route?.status).toBe(200);
    expect(route?.analytics).toEqual(['buy', 'browse']);
    expect(typeof route?.sample).toBe('function');
  });

  it('marks uploads, JSON bodies and required headers as the contract writes them', () => {
    const put = router.match('PUT', '/sell/inventory/v1/inventory_item/SKU-1')?.route;
    expect(put?.jsonBody).toBe(true);
    expect(put?.upload).toBe(false);
    expect(put?.requiredHeaders).toEqual([]);
    expect(router.match('GET', '/buy/feed/v1_beta/item')?.route.requiredHeaders).toEqual(['Range']);
    const upload = routed.find((spec) => spec.body && !/json/i.test(spec.body.contentType));
    const uploadRoute = upload && router.match(upload.method, pathOf(upload))?.route;
    expect(uploadRoute?.upload).toBe(true);
    expect(uploadRoute?.jsonBody).toBe(false);
  });
});
