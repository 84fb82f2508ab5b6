/**
 * Admission to the AI provider's limited capacity. When more requests want the provider than it may
 * serve at once, subscribers go first (the subscription's "priority AI"); free accounts wait their
 * turn in arrival order. Without an AI provider (the local catalog adapter) nothing is limited.
 */
export interface AiGate {
  /** Runs `task` once a slot is free for this account; the slot is given back however it ends. */
  run<T>(userId: string, task: () => Promise<T>): Promise<T>;
}
export const AI_GATE = Symbol('AI_GATE');

/** The gate of a process with no limited AI capacity: every task runs at once. */
export const OPEN_AI_GATE: AiGate = { run: (_userId, task) => task() };
