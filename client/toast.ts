// Toasts from anywhere. Nothing toast-related loads until the first toast:
// the first call mounts the container (ToastHost) and waits for it.
type Kind = 'success' | 'error' | 'info';
type Listener = () => void;

let wanted = false;
let ready: () => void = () => undefined;
const containerReady = new Promise<void>((resolve) => {
  ready = resolve;
});
const listeners = new Set<Listener>();

export const toastHost = {
  wanted: () => wanted,
  subscribe: (listener: Listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Called by the container once it is mounted. */
  mounted: () => ready(),
};

async function show(kind: Kind, message: string): Promise<void> {
  if (!wanted) {
    wanted = true;
    for (const l of listeners) l();
  }
  const [{ toast }] = await Promise.all([import('react-toastify'), containerReady]);
  toast[kind](message);
}

export const notify = {
  success: (message: string) => void show('success', message),
  error: (message: string) => void show('error', message),
  info: (message: string) => void show('info', message),
};
