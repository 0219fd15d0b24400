// `npm run grievances -- list | ack <ticket> | resolve <ticket> <reply…>`
// (./grievance-command.ts). Mail goes through SMTP_URL, else to
// DATA_DIR/outbox; links in it point at PUBLIC_URL.
import { runGrievanceCommand } from './grievance-command';
import { runCommand } from './operator';

await runCommand((op) => runGrievanceCommand(op, process.argv.slice(2), (line) => console.log(line)));
