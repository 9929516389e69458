import { ToastContainer, type ToastContainerProps } from 'react-toastify';

/**
 * The shared toast setup of SPEC §9, as react-toastify options: top right, 3000 ms, close on click,
 * pause on hover and on focus loss, draggable with a 0.6 threshold, progress bar, the default
 * type icons, left to right, at most 20 toasts.
 */
export const TOAST_OPTIONS = {
  position: 'top-right',
  autoClose: 3000,
  closeOnClick: true,
  pauseOnHover: true,
  pauseOnFocusLoss: true,
  draggable: true,
  draggablePercent: 60,
  hideProgressBar: false,
  rtl: false,
  limit: 20,
  newestOnTop: false,
} satisfies ToastContainerProps;

export default function Toaster() {
  return <ToastContainer {...TOAST_OPTIONS} />;
}
