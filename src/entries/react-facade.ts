// What third-party libraries (Radix dialogs, visx charts) get for `import * as React from 'react'` (and
// 'react-dom') in the deploy bundle: the compat API they use, by name. Importing the whole preact/compat
// namespace — Radix reads some hooks by computed name (React[" useId ".trim()]) — would keep every compat
// export (createFactory, hydrate, findDOMNode …) in the entry chunk. vite.portal.config.ts points those
// libraries here; our own code imports named exports and is tree-shaken as usual. A library that needs a
// name not listed fails the build (missing export), so the list cannot silently fall short.
export {
  Children,
  cloneElement,
  createContext,
  createElement,
  createPortal,
  flushSync,
  forwardRef,
  Fragment,
  isValidElement,
  memo,
  use,
  useCallback,
  useContext,
  useEffect,
  useEffectEvent,
  useInsertionEffect,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
} from 'preact/compat';
// Preact's useId restarts its numbering in a subtree mounted after a suspension (duplicate ids after an
// in-place load): Radix's dialog ids come from the design system's counter instead (components/UniqueId).
export { useUniqueId as useId } from '../components/UniqueId/index.ts';
