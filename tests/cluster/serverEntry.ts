import { main } from '../../server/main';

/** Entry of the server bundle the cluster test starts: main() itself, whatever file the bundle is written to. */
main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
