import { IMPORT_MESSAGES } from '../../../../../domain/index.js';
import { AdminGate } from './admin-gate.js';
import { AdminShell } from './admin-shell.js';
import { ImportWorkbench } from './import-workbench.js';

/** /clean-import: the strict import, every flag column exactly yes or no. */
export function CleanImportPage() {
  return (
    <AdminShell title="Clean Import" description="A strict import: every flag column must be exactly yes or no. Rows with any other value are refused.">
      <AdminGate signedOutMessage={IMPORT_MESSAGES.signInRequired}>
        <ImportWorkbench mode="clean" />
      </AdminGate>
    </AdminShell>
  );
}
