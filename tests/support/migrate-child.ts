// One migrate step in a process of its own (the scale-out migrate test starts two at once):
// prints the names it applied as JSON, exits 0; any failure exits 1 with the message.
import { migrate, openOrm } from '../../adapters/persistence/orm.js';

async function main(): Promise<void> {
  const orm = await openOrm(process.argv[2], { poolMax: 1 });
  try {
    process.stdout.write(`${JSON.stringify(await migrate(orm))}\n`);
  } finally {
    await orm.close(true);
  }
}

main().catch((error: Error) => {
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
});
