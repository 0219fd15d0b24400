// Toasts from anywhere. Nothing toast-related loads until the first toast:
// the first call mounts the container (ToastHost) and waits for it. When the
// toast code cannot load (offline on a first visit, before the service worker
// has kept it), the message shows plainly instead (ToastHost), never the
// error screen.
type Kind = 'success' | 'error' | 'info';
type Listener = () => void;

export interface PlainToast {
  id: number;
  kind: Kind;
  message: string;
}

const PLAIN_TOAST_MS = 5000;
let wanted = false;
let plain: readonly PlainToast[] = [];
let lastId = 0;
let ready: () => void = () => undefined;
const containerReady = new Promise<void>((resolve) => {
  ready = resolve;
});
const listeners = new Set<Listener>();
const changed = () => {
  for (const l of listeners) l();
};

export const toastHost = {
  wanted: () => wanted,
  plain: () => plain,
  subscribe: (listener: Listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Called by the container once it is mounted, or once it could not load. */
  mounted: () => ready(),
};

function showPlain(kind: Kind, message: string): void {
  const id = ++lastId;
  plain = [...plain, { id, kind, message }];
  changed();
  setTimeout(() => {
    plain = plain.filter((p) => p.id !== id);
    changed();
  }, PLAIN_TOAST_MS);
}

async function show(kind: Kind, message: string): Promise<void> {
  if (!wanted) {
    wanted = true;
    changed();
  }
  try {
    const [{ toast }] = await Promise.all([import('react-toastify'), containerReady]);
    toast[kind](message);
  } catch {
    showPlain(kind, message);
  }
}

export const notify = {
  success: (message: string) => void show('success', message),
  error: (message: string) => void show('error', message),
  info: (message: string) => void show('info', message),
};
