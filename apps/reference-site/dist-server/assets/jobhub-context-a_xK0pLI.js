import { createContext } from "react";
const JobHubContext = createContext(null);
export {
  JobHubContext as J
};
