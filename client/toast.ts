// Toasts from anywhere, without putting react-toastify in the first bundle.
type Kind = 'success' | 'error' | 'info';

async function show(kind: Kind, message: string): Promise<void> {
  const { toast } = await import('react-toastify');
  toast[kind](message);
}

export const notify = {
  success: (message: string) => void show('success', message),
  error: (message: string) => void show('error', message),
  info: (message: string) => void show('info', message),
};
