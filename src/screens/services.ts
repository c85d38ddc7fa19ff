// The runtime's services for screens, through React context (the contract itself: model/services.ts). The
// runtime passes its object to <App services={…}>; screens read it with usePortalServices().
import { createContext, useContext } from 'react';
import type { PortalServices } from '../model/services.ts';

export type { AssetRequest, PortalServices } from '../model/services.ts';

export const ServicesContext = createContext<PortalServices | null>(null);

/** The runtime's services, or null in Storybook and unit tests (screens must cope without them). */
export function usePortalServices(): PortalServices | null {
  return useContext(ServicesContext);
}
