/**
 * The script of each Tesseract worker thread in the compiled server (dist): it lowers its own CPU
 * priority, then runs tesseract.js's own worker script. On Linux the nice value belongs to the
 * thread, so on a busy machine the event loop (requests, health checks) wins the cores and the OCR
 * takes what is left. Elsewhere setPriority may refuse; the OCR then runs at normal priority.
 */
import { setPriority } from 'node:os';
import { RECOGNITION_NICE } from './recognition-priority.js';

try {
  setPriority(0, RECOGNITION_NICE);
} catch {
  // not permitted here: normal priority
}
// eslint-disable-next-line @typescript-eslint/no-require-imports -- must run after the priority is set above; an import would be hoisted before it
require('tesseract.js/src/worker-script/node/index.js');
