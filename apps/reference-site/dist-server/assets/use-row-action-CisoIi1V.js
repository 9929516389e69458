import { useState } from "react";
import { t as useQueryCache, n as notify } from "../entry-server.js";
import { n as errorMessage } from "./sdk-CEZq98YD.js";
function useRowAction(reload) {
  const { forget } = useQueryCache();
  const [busy, setBusy] = useState(null);
  const [error, setError] = useState(null);
  const run = async (id, action, success, failure, handled) => {
    setBusy(id);
    setError(null);
    try {
      notify.success(await action() ?? success);
      forget();
      reload();
    } catch (caught) {
      if (!handled?.(caught)) {
        const message = errorMessage(caught, failure);
        setError(message);
        notify.error(message);
      }
    } finally {
      setBusy(null);
    }
  };
  return { busy, error, run };
}
export {
  useRowAction as u
};
