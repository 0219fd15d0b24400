// `npm run stock -- list | set <product> <size> … | alerts` (./stock-command.ts).
// Exit codes: 0 done, 1 an error, 2 a command or change not understood.
import { StockChangeError } from '../store/stock/set-stock';
import { runCommand } from './operator';
import { runStockCommand } from './stock-command';

await runCommand(
  (op) => runStockCommand(op, process.argv.slice(2), (line) => console.log(line)),
  (error) => (error instanceof StockChangeError ? 2 : 1),
);
