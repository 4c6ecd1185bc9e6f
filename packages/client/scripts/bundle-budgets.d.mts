/** One budget change: the new budget and why it moved. */
export interface BudgetChange {
  /** gzip -9 bytes. */
  gzip: number;
  why: string;
}
/** One program's budget: how the README names it, where it should get to, and how it got here. */
export interface BundleBudget {
  label: string;
  /** gzip -9 bytes the program should get down to. */
  goal: number;
  history: BudgetChange[];
}
/** The budgets by program (the programs are in bundle-size.mjs). */
export declare const BUNDLE_BUDGETS: { browse: BundleBudget; full: BundleBudget };
/** The budget of a program now: the last entry of its history. */
export declare function budgetOf(name: keyof typeof BUNDLE_BUDGETS): number;
/** `16.25 KiB`: a budget as the README writes it. */
export declare function budgetText(bytes: number): string;
