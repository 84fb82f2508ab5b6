import type { ShelfReaderChoice, ShelfRequest } from '../model/shelf-mode.types.js';
import { ShelfScreen } from './shelf-screen.js';
import { StartShelfDialog } from './start-shelf-dialog.js';

export interface ShelfModeProps {
  request: ShelfRequest;
  onRequest: (request: ShelfRequest) => void;
  readers: ShelfReaderChoice[];
  currentReaderId: string;
  onAnalyze: (isbn: string) => void;
}

/** Shelf mode as the page asks for it: choosing the readers, or a session's screen (live, or read-only when finished). */
export function ShelfMode({ request, onRequest, readers, currentReaderId, onAnalyze }: ShelfModeProps) {
  if (request?.kind === 'choose') {
    return (
      <StartShelfDialog
        readers={readers}
        currentReaderId={currentReaderId}
        onStarted={(id) => onRequest({ kind: 'session', id })}
        onClose={() => onRequest(null)}
      />
    );
  }
  if (request?.kind === 'session') {
    return (
      <ShelfScreen
        key={request.id}
        sessionId={request.id}
        readers={readers}
        onClose={() => onRequest(null)}
        onAnalyze={(isbn) => {
          onRequest(null);
          onAnalyze(isbn);
        }}
      />
    );
  }
  return null;
}
