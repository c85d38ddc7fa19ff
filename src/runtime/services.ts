// What screens may ask of the runtime without importing it (screens have no side effects of their own).
// The runtime creates one PortalServices object and hands it to <App services={…}>; the App passes it
// down through React context. The interface is structural, so screens can declare the same shape.
import type { AssetLoader } from './assets.ts';

export interface PortalServices {
  /** on-demand scripts and stylesheets, each loaded once (interactive docs, reporting scripts …) */
  assets: AssetLoader;
  /** loads a portal URL in place when the in-place rules allow it, else with a normal page load */
  navigate(url: string): void;
  /** submits the portal's logout form natively; false when the page has none */
  signOut(): boolean;
  /** a same-origin request with the user's cookies (report data and the like); never for other hosts */
  request(url: string, init?: RequestInit): Promise<Response>;
}
