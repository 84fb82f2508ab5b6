/**
 * Admission to the AI provider's limited capacity. When more requests want the provider than it may
 * serve at once, subscribers go first (the subscription's "priority AI"); free accounts wait their
 * turn in arrival order. Without an AI provider (the local catalog adapter) nothing is limited.
 *
 * Only the calls that actually reach the provider wait for a slot: the adapter takes it around each
 * such call. A use case wraps a task that may reach the provider in `run` to say on whose behalf it
 * runs; catalog look-ups, cached analyses and local rules inside that task never wait.
 */
export interface AiGate {
  /** Runs `task` for this account: each provider call inside it waits for a slot (given back however it ends). */
  run<T>(userId: string, task: () => Promise<T>): Promise<T>;
}
export const AI_GATE = Symbol('AI_GATE');

/** The gate of a process with no limited AI capacity: every task runs at once. */
export const OPEN_AI_GATE: AiGate = { run: (_userId, task) => task() };
