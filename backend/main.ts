// `npm run backend`: the embedded backend alone (backend/serve.ts).
import { runBackendProcess } from './serve';

await runBackendProcess();
