import { AdminGate } from './admin-gate.js';
import { AdminShell } from './admin-shell.js';
import { ImportWorkbench } from './import-workbench.js';

/** /import-book-data: the batch import (lenient flags: yes, y or true count as yes). */
export function ImportBookDataPage() {
  return (
    <AdminShell
      title="Import Book Data"
      description="Add or update books in the content catalog from a CSV file. Preview first; nothing is written until you import."
    >
      <AdminGate>
        <ImportWorkbench mode="batch" />
      </AdminGate>
    </AdminShell>
  );
}
