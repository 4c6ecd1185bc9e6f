import type { OperationExamples } from '@baykit/spec/samples';

/**
 * Values that make a first call succeed in the current environment: the emulator's examples for `local`
 * (`exampleValues(emulator)` of `@baykit/emulator`, which reads its seeded state), `{}` for eBay's environments,
 * where no id is known in advance.
 */
export type ExampleValues = Partial<OperationExamples>;
