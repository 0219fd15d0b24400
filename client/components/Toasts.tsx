import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ToastContainer } from 'react-toastify';

import { directionOf } from '../../shared/languages';
import { toastHost } from '../toast';

/** react-toastify: top-right (top-left in right-to-left languages), 5000 ms. */
export default function Toasts() {
  const { i18n } = useTranslation();
  const rtl = directionOf(i18n.language) === 'rtl';
  useEffect(() => {
    // Let the first toast through only once the container listens.
    const id = requestAnimationFrame(() => toastHost.mounted());
    return () => cancelAnimationFrame(id);
  }, []);
  return <ToastContainer position={rtl ? 'top-left' : 'top-right'} autoClose={5000} rtl={rtl} newestOnTop />;
}
