import { jsx } from "react/jsx-runtime";
import { ToastContainer } from "react-toastify";
const TOAST_OPTIONS = {
  position: "top-right",
  autoClose: 3e3,
  closeOnClick: true,
  pauseOnHover: true,
  pauseOnFocusLoss: true,
  draggable: true,
  draggablePercent: 60,
  hideProgressBar: false,
  rtl: false,
  limit: 20,
  newestOnTop: false
};
function Toaster() {
  return /* @__PURE__ */ jsx(ToastContainer, { ...TOAST_OPTIONS });
}
export {
  TOAST_OPTIONS,
  Toaster as default
};
