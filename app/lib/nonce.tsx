import { createContext, useContext } from "react";

/** The CSP nonce reaches React through context on the server; in the browser it is empty (never needed). */
const NonceContext = createContext<string>("");
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
