import type { FormProblem } from './call-form.js';

/** The problem the form has with `field` (`path.item_id`, `body`, …), if any. */
export function problemFor(problems: readonly FormProblem[], field: string): FormProblem | undefined {
  return problems.find((problem) => problem.field === field);
}
