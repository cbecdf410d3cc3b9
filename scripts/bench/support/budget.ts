/** Budgets are reported, not enforced: a bench that ran exits 0 either way. */
export type Verdict = 'PASS' | 'OVER';

export const verdict = (withinBudget: boolean): Verdict => (withinBudget ? 'PASS' : 'OVER');
