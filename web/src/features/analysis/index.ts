/** The analysis feature's public face: the flow hook, the results section and the progress dialog. */
export { useBookAnalysis, type AnalyzedEvent } from './model/use-book-analysis.js';
export { AnalysisResults } from './components/analysis-results.js';
export { AnalyzingDialog } from './components/analyzing-dialog.js';
