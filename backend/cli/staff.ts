// `npm run staff -- add <email> <owner|fulfilment|support> | list | disable <email> | audit [page]`
// (./staff-command.ts). The set-up link goes through SMTP_URL, else to DATA_DIR/outbox.
import { runCommand } from './operator';
import { runStaffCommand } from './staff-command';

await runCommand((op) => runStaffCommand(op, process.argv.slice(2), (line) => console.log(line)));
