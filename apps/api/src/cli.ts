/**
 * The operator CLI: `npm run cli -- <command> …` (operator-commands.ts lists the commands).
 */
import { runOperatorCommand } from './operator-commands';

process.exitCode = await runOperatorCommand(process.argv.slice(2), {
  print: (text) => console.log(text),
  complain: (text) => console.error(text),
});
