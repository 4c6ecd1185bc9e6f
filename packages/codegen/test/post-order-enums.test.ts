// The Post-Order enumerations live once (src/overlays/post-order/enumerations.ts): codegen emits them into the
// client and the Post-Order overlays take their enumerations from the same table.
import { describe, expect, it } from 'vitest';
import { emitPostOrderEnums } from '../src/emit/post-order-enums.js';
import { POST_ORDER_ENUMERATIONS } from '../src/overlays/post-order/enumerations.js';
import { postOrderQueryParameters } from '../src/overlays/post-order/query-parameters.js';

describe('Post-Order enumerations', () => {
  it('emits each one as a const object and a union type, value for value', () => {
    const text = emitPostOrderEnums();
    for (const [name, { values }] of Object.entries(POST_ORDER_ENUMERATIONS)) {
      expect(text).toContain(`export const ${name} = {\n${values.map((v) => `  ${v}: '${v}',\n`).join('')}} as const;`);
      expect(text).toContain(`export type ${name} = (typeof ${name})[keyof typeof ${name}];`);
    }
  });

  it('gives the search filters of the overlays their values', () => {
    const filter = (resource: string, call: string, name: string): unknown =>
      postOrderQueryParameters[resource]?.[call]?.find((p) => p.name === name)?.schema.enum;
    expect(filter('inquiry', 'search', 'inquiry_status')).toEqual(POST_ORDER_ENUMERATIONS.InquiryStatus.values);
    expect(filter('case', 'search', 'case_status_filter')).toEqual(POST_ORDER_ENUMERATIONS.CaseStatus.values);
    expect(filter('return', 'search', 'return_state')).toEqual(POST_ORDER_ENUMERATIONS.ReturnFilterState.values);
  });
});
