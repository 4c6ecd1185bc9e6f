import type { EmulatorExamples } from '@baykit/emulator';

/**
 * Values that make a first call succeed in the current environment: the emulator's examples for `local`
 * (`exampleValues(emulator)` of `@baykit/emulator`), `{}` for eBay's environments, where no id is known in advance.
 */
export type ExampleValues = Partial<EmulatorExamples>;
