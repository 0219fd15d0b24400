// `npm run backend`: the embedded backend alone (backend/serve.ts), configured from the environment (backend/config.ts).
import { runBackendProcess } from '../serve';

await runBackendProcess();
