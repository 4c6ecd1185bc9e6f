// The Inventory API's item conditions live in @baykit/spec/facts (bundled into baykit's build), where codegen reads
// them too; the generated types import `Condition` from here.
export { Condition, CONDITIONS, isCondition } from '@baykit/spec/facts';
