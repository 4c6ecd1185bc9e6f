export { familyAt, resourceOperation, resourcePlan, type ResourceFamily, type ResourceOperation } from './families.js';
export { EMULATION_HEADER, resourceFlows, storedMember, storedRecords } from './flow.js';
export { notFound, notFoundError, refusedValue, refusedValueError } from './not-found.js';
export { modeling, modelingTable, type Modeling } from './modeled.js';
export { resourceNeed, type ResourceNeed } from './needs.js';
export { DEFAULT_SELLER_POLICIES } from './seeds.js';
