/** The analysis feature's public face: the flow hook, the results section and the progress dialog. */
export { useBookAnalysis, type AnalyzedEvent, type BookAnalysis, type ReplayOutcome } from './model/use-book-analysis.js';
export type { AnalysisRun } from './model/analysis.slice.js';
export { AnalysisResults } from './components/analysis-results.js';
export { AnalyzingDialog } from './components/analyzing-dialog.js';
