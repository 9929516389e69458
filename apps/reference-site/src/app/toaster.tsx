import { ToastContainer, type ToastContainerProps } from 'react-toastify';

/**
 * The shared toast setup of SPEC §9, as react-toastify options: top right, 3000 ms, close on click,
 * pause on hover and on focus loss, draggable with a 0.6 threshold, progress bar, the default
 * type icons, left to right, at most 20 toasts. The container's label is Vietnamese like the rest of
 * the site: react-toastify's default names the region 'Notifications Alt+T' for screen readers.
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
  // The shortcut stays react-toastify's (Alt+T); the label says it in Vietnamese.
  'aria-label': 'Thông báo Alt+T',
} satisfies ToastContainerProps;

export default function Toaster() {
  return <ToastContainer {...TOAST_OPTIONS} />;
}
