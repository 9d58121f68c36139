// @xstate/react and the two small packages it uses (use-sync-external-store's shim,
// use-isomorphic-layout-effect) import React's hooks plus createContext, createElement and
// useContext. Preact has every one of them; this module hands them over under React's names
// (astro.config.mjs aliases `react` to it), so the island does not ship the whole of preact/compat
// (≈ 3.7 KB gzip) for a dozen functions. The shim supplies useSyncExternalStore itself when React
// does not export it.
export { createContext, createElement } from 'preact';
export { useCallback, useContext, useDebugValue, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
