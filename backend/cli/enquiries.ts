// `npm run enquiries -- list [new|closed] | show <reference> | resume <reference> <file> | close <reference>`
// (./enquiry-command.ts).
import { runEnquiryCommand } from './enquiry-command';
import { runCommand } from './operator';

await runCommand((op) => runEnquiryCommand(op, process.argv.slice(2), (line) => console.log(line)));
